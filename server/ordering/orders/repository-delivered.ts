import { and, asc, eq, gt, gte, inArray, isNotNull } from 'drizzle-orm';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { orders } from '@/server/db/schema/ordering/orders';

/** An order counts as delivered in its DELIVERED or COMPLETE status, paid, and with an owner. */
export const DELIVERED_ORDER_STATUSES: readonly number[] = [ORDER_STATUS.DELIVERED, ORDER_STATUS.COMPLETE];

export interface DeliveredOrderRow {
  id: number;
  code: string;
  customerId: number;
  currency: string;
  total: number;
}

const COLUMNS = { id: orders.id, code: orders.code, customerId: orders.customerId, currency: orders.currency, total: orders.total };
const DELIVERED = and(inArray(orders.status, [...DELIVERED_ORDER_STATUSES]), isNotNull(orders.paidAt), isNotNull(orders.customerId));

function owned(rows: { id: number; code: string; customerId: number | null; currency: string; total: number }[]): DeliveredOrderRow[] {
  return rows.flatMap((row) => (row.customerId === null ? [] : [{ ...row, customerId: row.customerId }]));
}

export async function findDeliveredOrdersOfCustomer(db: DbOrTx, customerId: number): Promise<DeliveredOrderRow[]> {
  return owned(await db.select(COLUMNS).from(orders).where(and(DELIVERED, eq(orders.customerId, customerId))).orderBy(asc(orders.id)));
}

export async function findDeliveredOrdersChangedSince(db: DbOrTx, since: Date, afterId: number, limit: number): Promise<DeliveredOrderRow[]> {
  return owned(await db.select(COLUMNS).from(orders).where(and(DELIVERED, gte(orders.updatedAt, since), gt(orders.id, afterId))).orderBy(asc(orders.id)).limit(limit));
}
