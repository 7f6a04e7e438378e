import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db-or-tx';
import { brands, type StoredPayout } from '../../db/schema';

/* A brand's settings: the columns of its row that /brand/settings edits. */

export interface SettingsRow {
  notificationEmails: string[];
  payout: StoredPayout | null;
}

export async function findSettings(db: DbOrTx, brandId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select({ notificationEmails: brands.notificationEmails, payout: brands.payout }).from(brands).where(eq(brands.id, brandId)).limit(1);
  return row;
}

export async function updateNotificationEmails(db: DbOrTx, brandId: number, emails: string[], now: Date): Promise<void> {
  await db.update(brands).set({ notificationEmails: emails, updatedAt: now }).where(eq(brands.id, brandId));
}

export async function updatePayout(db: DbOrTx, brandId: number, payout: StoredPayout, now: Date): Promise<void> {
  await db.update(brands).set({ payout, updatedAt: now }).where(eq(brands.id, brandId));
}
