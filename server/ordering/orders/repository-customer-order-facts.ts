import { asc, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { orders, type OrderAddress } from '@/server/db/schema/ordering/orders';
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
