import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { orderHistory, orders, type OrderAddress } from '@/server/db/schema/ordering/orders';
import { packageLines, packages, shipmentEvents } from '@/server/db/schema/ordering/shipments';

/* Reads and writes of packages, their lines and events (order rows are read through server/ordering/orders). */

export type PackageRow = typeof packages.$inferSelect;
export type PackageLineRow = typeof packageLines.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

export async function findPackage(db: DbOrTx, id: number): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  return row;
}

export async function lockPackage(tx: DbOrTx, id: number): Promise<PackageRow | undefined> {
  const [row] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
  return row;
}

export async function listPackagesOfOrder(db: DbOrTx, orderId: number): Promise<PackageRow[]> {
  return db.select().from(packages).where(eq(packages.orderId, orderId)).orderBy(asc(packages.id));
}

export async function listPackageLines(db: DbOrTx, packageIds: number[]): Promise<PackageLineRow[]> {
  if (packageIds.length === 0) return [];
  return db.select().from(packageLines).where(inArray(packageLines.packageId, packageIds)).orderBy(asc(packageLines.id));
}

export async function listPackagedLineIds(db: DbOrTx, orderLineIds: number[]): Promise<number[]> {
  if (orderLineIds.length === 0) return [];
  const rows = await db.select({ id: packageLines.orderLineId }).from(packageLines).where(inArray(packageLines.orderLineId, orderLineIds));
  return rows.map((row) => row.id);
}

export async function listShipmentEvents(db: DbOrTx, packageIds: number[]): Promise<ShipmentEventRow[]> {
  if (packageIds.length === 0) return [];
  return db
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.packageId, packageIds))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
}

export async function insertPackage(
  tx: DbOrTx,
  input: { orderId: number; vendorCode: string; status: number; estimatedDelivery: string | null; shipTo: OrderAddress; lines: { orderLineId: number; quantity: number }[] },
): Promise<PackageRow> {
  const [row] = await tx
    .insert(packages)
    .values({ orderId: input.orderId, vendorCode: input.vendorCode, status: input.status, estimatedDelivery: input.estimatedDelivery, shipTo: input.shipTo })
    .returning();
  await tx.insert(packageLines).values(input.lines.map((line) => ({ packageId: row!.id, ...line })));
  return row!;
}

export async function updatePackage(tx: DbOrTx, id: number, values: Partial<typeof packages.$inferInsert>): Promise<void> {
  await tx.update(packages).set({ ...values, updatedAt: new Date() }).where(eq(packages.id, id));
}

export async function insertShipmentEvent(tx: DbOrTx, event: typeof shipmentEvents.$inferInsert): Promise<void> {
  await tx.insert(shipmentEvents).values(event);
}

/** Main-status changes of an order, oldest first: the status half of the tracking timeline. */
export async function listMainStatusHistory(db: DbOrTx, orderId: number): Promise<{ toStatus: number; createdAt: Date }[]> {
  return db
    .select({ toStatus: orderHistory.toStatus, createdAt: orderHistory.createdAt })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), isNull(orderHistory.orderLineId)))
    .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id));
}

/** The newest orders placed with an e-mail address (any letter case), without the given statuses. */
export async function listOrdersByEmail(db: DbOrTx, email: string, excludeStatuses: readonly number[], limit: number) {
  return db
    .select({ code: orders.code, createdAt: orders.createdAt, total: orders.total, currency: orders.currency, locale: orders.locale })
    .from(orders)
    .where(and(sql`lower(${orders.email}) = ${email}`, excludeStatuses.length > 0 ? notInArray(orders.status, [...excludeStatuses]) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
