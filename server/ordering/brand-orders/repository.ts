import { and, asc, count, desc, eq, exists, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { PAYMENT_OPTION } from '@/lib/constants/payment-options';
import { PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import type { BrandOrderKind } from '@/lib/contracts/brands/orders-schemas';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { orderLines, orders } from '@/server/db/schema/ordering/orders';
import { payments } from '@/server/db/schema/ordering/payments';
import { HIDDEN_ORDER_STATUSES, likeLiteral } from './line-filters';

/*
 * The brand's view of orders (issue 17): every query is scoped by the vendor code first, so a
 * brand can only ever reach orders holding at least one of its own lines, and only those lines.
 * Paging runs on orders, newest first by id (ids are handed out as orders are placed, so id order
 * is placing order, and the primary key serves it); the order_lines (vendor_code, order_id,
 * status) index answers the "has a line of this vendor" test in the same order
 * (scripts/bench/brand-orders-paging.ts: 10,000 lines).
 */

export interface BrandLineScope {
  vendorCode: string;
  kind: BrandOrderKind;
  /** Line statuses to keep; null for every line. */
  lineStatuses: readonly number[] | null;
  /** Order number (start) or part of the e-mail. */
  q: string | null;
}

const CRYPTO_METHODS = [PAYMENT_METHOD.ETH, PAYMENT_METHOD.SOLANA, PAYMENT_METHOD.CRYPTO];

function lineCondition(scope: BrandLineScope): SQL {
  return and(eq(orderLines.vendorCode, scope.vendorCode), scope.lineStatuses ? inArray(orderLines.status, [...scope.lineStatuses]) : undefined)!;
}

function orderCondition(db: DbOrTx, scope: BrandLineScope): SQL {
  const q = scope.q ? likeLiteral(scope.q) : null;
  return and(
    notInArray(orders.status, [...HIDDEN_ORDER_STATUSES]),
    // An IN (not a correlated EXISTS): the planner merges the orders' primary key with the
    // (vendor_code, order_id) index, both walked newest first, and stops at the page.
    inArray(orders.id, db.select({ id: orderLines.orderId }).from(orderLines).where(lineCondition(scope))),
    scope.kind === 'crypto' ? or(eq(orders.paymentOption, PAYMENT_OPTION.CRYPTO), inArray(orders.paymentMethodId, CRYPTO_METHODS)) : undefined,
    scope.kind === 'admin' ? eq(orders.onBehalfOfVendorCode, scope.vendorCode) : undefined,
    q ? or(ilike(orders.code, `${q}%`), ilike(orders.email, `%${q}%`)) : undefined,
  )!;
}

export interface BrandOrderHead {
  id: number;
  code: string;
  createdAt: Date;
  status: number;
  email: string;
  currency: string;
  shipToCountry: string;
  placedByOperator: boolean;
}

const headColumns = {
  id: orders.id,
  code: orders.code,
  createdAt: orders.createdAt,
  status: orders.status,
  email: orders.email,
  currency: orders.currency,
  shipToCountry: sql<string>`${orders.shippingAddress}->>'country'`,
  placedByOperator: sql<boolean>`${orders.placedByOperatorId} is not null`,
};

/** One page of the brand's orders, newest first, and how many there are. */
export async function listBrandOrderHeads(db: DbOrTx, scope: BrandLineScope, page: { limit: number; offset: number }): Promise<{ rows: BrandOrderHead[]; total: number }> {
  const where = orderCondition(db, scope);
  const [rows, [counted]] = await Promise.all([
    db.select(headColumns).from(orders).where(where).orderBy(desc(orders.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export type BrandLineRow = Pick<typeof orderLines.$inferSelect, 'id' | 'orderId' | 'sku' | 'productName' | 'variantOptions' | 'quantity' | 'unitPrice' | 'lineTotal' | 'status'>;

const lineColumns = {
  id: orderLines.id,
  orderId: orderLines.orderId,
  sku: orderLines.sku,
  productName: orderLines.productName,
  variantOptions: orderLines.variantOptions,
  quantity: orderLines.quantity,
  unitPrice: orderLines.unitPrice,
  lineTotal: orderLines.lineTotal,
  status: orderLines.status,
};

/** The brand's lines (matching the scope's statuses) of the given orders. */
export async function listBrandLinesOfOrders(db: DbOrTx, scope: BrandLineScope, orderIds: number[]): Promise<BrandLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select(lineColumns)
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, orderIds), lineCondition(scope)))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
}

export interface BrandExportRow extends BrandLineRow {
  code: string;
  createdAt: Date;
  orderStatus: number;
  email: string;
  currency: string;
  shipToCountry: string;
  placedByOperator: boolean;
}

/** Every matching line with its order, newest order first (the CSV export), capped at `limit`. */
export async function listBrandExportRows(db: DbOrTx, scope: BrandLineScope, limit: number): Promise<BrandExportRow[]> {
  return db
    .select({ ...lineColumns, code: orders.code, createdAt: orders.createdAt, orderStatus: orders.status, email: orders.email, currency: orders.currency, shipToCountry: headColumns.shipToCountry, placedByOperator: headColumns.placedByOperator })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(lineCondition(scope), orderCondition(db, scope)))
    .orderBy(desc(orders.id), asc(orderLines.id))
    .limit(limit);
}

export interface PaymentStateRow {
  orderId: number;
  status: string;
  nextAction: (typeof payments.$inferSelect)['nextAction'];
}

/** The latest payment of each order (a crypto order's confirmation state lives in its next action). */
export async function listLatestPayments(db: DbOrTx, orderIds: number[]): Promise<PaymentStateRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ orderId: payments.orderId, status: payments.status, nextAction: payments.nextAction, id: payments.id })
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(asc(payments.orderId), desc(payments.id));
  const latest = new Map<number, PaymentStateRow>();
  for (const row of rows) if (!latest.has(row.orderId)) latest.set(row.orderId, { orderId: row.orderId, status: row.status, nextAction: row.nextAction });
  return [...latest.values()];
}

/** An order a brand may open: one holding at least one of its lines, not a failed attempt. */
export async function findBrandOrder(db: DbOrTx, vendorCode: string, code: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.code, code),
        notInArray(orders.status, [...HIDDEN_ORDER_STATUSES]),
        exists(db.select({ one: sql`1` }).from(orderLines).where(and(eq(orderLines.orderId, orders.id), eq(orderLines.vendorCode, vendorCode)))),
      ),
    )
    .limit(1);
  return row;
}

/** The order an operator's Idempotency-Key placed already, if any. */
export async function findOrderOfKey(db: DbOrTx, idempotencyKey: string) {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

/** Marks an order as placed by an operator for a vendor (/brand/admin-orders lists it). */
export async function markPlacedByOperator(db: DbOrTx, orderId: number, operatorCustomerId: number, vendorCode: string): Promise<void> {
  await db.update(orders).set({ placedByOperatorId: operatorCustomerId, onBehalfOfVendorCode: vendorCode, updatedAt: new Date() }).where(eq(orders.id, orderId));
}
