import { and, asc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { orders, type OrderAddress } from '@/server/db/schema/ordering/orders';
import { payments } from '@/server/db/schema/ordering/payments';
import { packages } from '@/server/db/schema/ordering/shipments';

/* The queries of list-customer-order-facts.ts. */

export interface CustomerOrderFactRow {
  id: number;
  customerId: number;
  status: number;
  currency: string;
  shippingAddress: OrderAddress;
  createdAt: Date;
  deliveredAt: Date | null;
}

export async function findCustomerOrderFacts(db: DbOrTx, customerIds: readonly number[]): Promise<CustomerOrderFactRow[]> {
  if (customerIds.length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      status: orders.status,
      currency: orders.currency,
      shippingAddress: orders.shippingAddress,
      createdAt: orders.createdAt,
      deliveredAt: max(packages.deliveredAt),
    })
    .from(orders)
    .leftJoin(packages, eq(packages.orderId, orders.id))
    .where(inArray(orders.customerId, [...customerIds]))
    .groupBy(orders.id)
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.flatMap((row) => (row.customerId === null ? [] : [{ ...row, customerId: row.customerId, deliveredAt: row.deliveredAt ? new Date(row.deliveredAt) : null }]));
}

/** The card fingerprints of these orders' payments, by order id (orders paid otherwise have none). */
export async function findOrderCardFingerprints(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, string[]>> {
  const byOrder = new Map<number, string[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectDistinct({ orderId: payments.orderId, fingerprint: payments.cardFingerprint })
    .from(payments)
    .where(and(inArray(payments.orderId, [...orderIds]), isNotNull(payments.cardFingerprint)));
  for (const row of rows) {
    if (row.fingerprint === null) continue;
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row.fingerprint]);
  }
  return byOrder;
}

export async function findOrderCustomerId(db: DbOrTx, orderId: number): Promise<number | null> {
  const [row] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.customerId ?? null;
}
