import { getDb } from '../db/client';
import { countUnreadNotifications, listNotifications } from './repository-notifications';
import { findCustomerById } from './repository';
import { accountGone } from './require-customer';
import type { InAppNotifications } from '@/lib/contracts/accounts/customers-schemas';

const NOTIFICATION_PAGE = 50;

/** GET /v1/customers/in-app-notifications: the caller's own, newest first. */
export async function listInAppNotifications(customerId: number): Promise<InAppNotifications> {
  const db = getDb();
  if (!(await findCustomerById(db, customerId))) throw accountGone();
  const [items, unread] = await Promise.all([listNotifications(db, customerId, NOTIFICATION_PAGE), countUnreadNotifications(db, customerId)]);
  return {
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      body: item.body,
      created_at: item.createdAt.toISOString(),
      read_at: item.readAt?.toISOString() ?? null,
    })),
    unread_count: unread,
  };
}
