import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { orderLines, orders } from '@/server/db/schema/ordering/orders';

/** The status of an order and of its lines (in line order), as the shipment rules left them. */
export async function statusesOf(db: Db, orderId: number): Promise<{ order: number; lines: number[] }> {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const lines = await db.select({ status: orderLines.status }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
  return { order: order!.status, lines: lines.map((line) => line.status) };
}
