import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, lt, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { orderHistory, orderLines, orders } from '@/server/db/schema/ordering/orders';
import { REFUNDED_LINE_STATUSES, RETURN_REVIEW_LINE_STATUSES, TO_SHIP_LINE_STATUSES } from './money-rules';

/*
 * The queries behind brands' statements and dashboard (issue 17 items 4 and 5): one vendor's
 * lines of paid orders, by the order's payment time (sales) or the line's refund time (refunds).
 * Every query is bounded by vendor_code (order_lines_vendor_idx) and a time range.
 */

export interface MoneyLineRow {
  lineId: number;
  orderCode: string;
  currency: string;
  /** Payment time for a sale, refund time for a refund. */
  at: Date;
  productCode: string;
  productName: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  commissionBps: number;
  commission: number;
  vendorNet: number;
  status: number;
}

/** When the line took its current (refunded) status; the line's own update time if no history row says so. */
const refundedAt = sql<Date>`coalesce((select max(${orderHistory.createdAt}) from ${orderHistory} where ${orderHistory.orderId} = ${orderLines.orderId} and ${orderHistory.orderLineId} = ${orderLines.id} and ${orderHistory.toStatus} = ${orderLines.status}), ${orderLines.updatedAt})`;

function lineColumns(at: typeof orders.paidAt | typeof refundedAt) {
  return {
    lineId: orderLines.id,
    orderCode: orders.code,
    currency: orders.currency,
    at: sql<Date>`${at}`.mapWith(orders.paidAt),
    productCode: orderLines.productCode,
    productName: orderLines.productName,
    sku: orderLines.sku,
    quantity: orderLines.quantity,
    unitPrice: orderLines.unitPrice,
    lineTotal: orderLines.lineTotal,
    commissionBps: orderLines.commissionBps,
    commission: orderLines.commission,
    vendorNet: orderLines.vendorNet,
    status: orderLines.status,
  };
}

/** Lines of orders paid in [from, to): what the brand sold that month. */
export async function listSaleLines(db: DbOrTx, vendorCode: string, from: Date, to: Date): Promise<MoneyLineRow[]> {
  return db
    .select(lineColumns(orders.paidAt))
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.vendorCode, vendorCode), gte(orders.paidAt, from), lt(orders.paidAt, to)))
    .orderBy(orders.paidAt, orderLines.id);
}

/** Lines of paid orders refunded in [from, to). */
export async function listRefundLines(db: DbOrTx, vendorCode: string, from: Date, to: Date): Promise<MoneyLineRow[]> {
  return db
    .select(lineColumns(refundedAt))
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.vendorCode, vendorCode), inArray(orderLines.status, [...REFUNDED_LINE_STATUSES]), isNotNull(orders.paidAt), gte(refundedAt, from), lt(refundedAt, to)))
    .orderBy(refundedAt, orderLines.id);
}

/** 'YYYY-MM' of every month with a sale or a refund of the vendor, newest first. */
export async function listMoneyMonths(db: DbOrTx, vendorCode: string): Promise<string[]> {
  const saleMonth = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM')`;
  const refundMonth = sql<string>`to_char(${refundedAt} at time zone 'UTC', 'YYYY-MM')`;
  const [sales, refunds] = await Promise.all([
    db.selectDistinct({ month: saleMonth }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(and(eq(orderLines.vendorCode, vendorCode), isNotNull(orders.paidAt))),
    db
      .selectDistinct({ month: refundMonth })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.vendorCode, vendorCode), isNotNull(orders.paidAt), inArray(orderLines.status, [...REFUNDED_LINE_STATUSES]))),
  ]);
  return [...new Set([...sales, ...refunds].map((row) => row.month))].sort().reverse();
}

export interface DailySalesRow {
  day: string;
  currency: string;
  orders: number;
  units: number;
  gross: number;
}

/** Per UTC day and currency: orders, units and line totals of paid orders in [from, to). */
export async function listDailySales(db: DbOrTx, vendorCode: string, from: Date, to: Date): Promise<DailySalesRow[]> {
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, currency: orders.currency, orders: countDistinct(orders.id), units: sum(orderLines.quantity), gross: sum(orderLines.lineTotal) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.vendorCode, vendorCode), gte(orders.paidAt, from), lt(orders.paidAt, to)))
    .groupBy(day, orders.currency)
    .orderBy(day);
  return rows.map((row) => ({ day: row.day, currency: row.currency, orders: Number(row.orders), units: Number(row.units ?? 0), gross: Number(row.gross ?? 0) }));
}

/** Distinct orders of the vendor paid in [from, to) (an order in two currencies cannot exist: one count). */
export async function countPaidOrders(db: DbOrTx, vendorCode: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ orders: countDistinct(orders.id) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.vendorCode, vendorCode), gte(orders.paidAt, from), lt(orders.paidAt, to)));
  return Number(row?.orders ?? 0);
}

export interface TopProductRow {
  productCode: string;
  productName: string;
  units: number;
  orders: number;
}

/** Best sellers by units in [from, to); the name is the latest one sold. */
export async function listTopProducts(db: DbOrTx, vendorCode: string, from: Date, to: Date, limit: number): Promise<TopProductRow[]> {
  const units = sum(orderLines.quantity);
  const rows = await db
    .select({ productCode: orderLines.productCode, productName: sql<string>`max(${orderLines.productName})`, units, orders: countDistinct(orderLines.orderId) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.vendorCode, vendorCode), gte(orders.paidAt, from), lt(orders.paidAt, to)))
    .groupBy(orderLines.productCode)
    .orderBy(desc(units), orderLines.productCode)
    .limit(limit);
  return rows.map((row) => ({ productCode: row.productCode, productName: row.productName, units: Number(row.units ?? 0), orders: Number(row.orders) }));
}

/** Paid lines waiting to ship (and their orders), and lines with a return waiting for a decision. */
export async function countPendingWork(db: DbOrTx, vendorCode: string): Promise<{ linesToShip: number; ordersToShip: number; returnsToDecide: number }> {
  const paidOfVendor = and(eq(orderLines.vendorCode, vendorCode), isNotNull(orders.paidAt));
  const [[ship], [returns]] = await Promise.all([
    db
      .select({ lines: count(), orders: countDistinct(orderLines.orderId) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(paidOfVendor, inArray(orderLines.status, [...TO_SHIP_LINE_STATUSES]))),
    db
      .select({ lines: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(paidOfVendor, inArray(orderLines.status, [...RETURN_REVIEW_LINE_STATUSES]))),
  ]);
  return { linesToShip: Number(ship?.lines ?? 0), ordersToShip: Number(ship?.orders ?? 0), returnsToDecide: Number(returns?.lines ?? 0) };
}
