import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { inAppNotifications } from '@/server/db/schema';

// --- in-app notifications --------------------------------------------------------------------

export async function insertNotification(db: DbOrTx, notification: { customerId: number; title: string; body: string }): Promise<void> {
  await db.insert(inAppNotifications).values(notification);
}

export interface NotificationRecord {
  id: number;
  title: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
}

export function listNotifications(db: Db, customerId: number, limit: number): Promise<NotificationRecord[]> {
  return db
    .select({ id: inAppNotifications.id, title: inAppNotifications.title, body: inAppNotifications.body, createdAt: inAppNotifications.createdAt, readAt: inAppNotifications.readAt })
    .from(inAppNotifications)
    .where(eq(inAppNotifications.customerId, customerId))
    .orderBy(desc(inAppNotifications.createdAt), desc(inAppNotifications.id))
    .limit(limit);
}

export async function countUnreadNotifications(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(inAppNotifications)
    .where(and(eq(inAppNotifications.customerId, customerId), isNull(inAppNotifications.readAt)));
  return row?.unread ?? 0;
}
