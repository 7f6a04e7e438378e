import { PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { PAYMENT_OPTION } from '@/lib/constants/payment-options';
import { BRAND_ORDERS_PAGE_SIZE, type BrandOrderList, type BrandOrdersQuery } from '@/lib/contracts/brands/orders-schemas';
import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { cryptoState, toBrandLine } from './brand-order-views';
import { LINE_STATUSES_OF_FILTER } from './line-filters';
import { listBrandLinesOfOrders, listBrandOrderHeads, listLatestPayments, type BrandLineScope } from './repository';

export function scopeOf(vendorCode: string, query: Omit<BrandOrdersQuery, 'page'>): BrandLineScope {
  return { vendorCode, kind: query.kind, lineStatuses: query.status ? LINE_STATUSES_OF_FILTER[query.status] : null, q: query.q ? query.q : null };
}

/**
 * GET /v1/brands/{brandId}/orders (and the crypto and operator-placed lists): one page of the
 * vendor's orders, each with the vendor's lines only. The vendor code comes from the brand the
 * caller belongs to (server/brands resolves it on every request), never from the request.
 */
export async function listBrandOrders(input: { vendorCode: string; query: BrandOrdersQuery; db?: DbOrTx }): Promise<BrandOrderList> {
  const db = input.db ?? getDb();
  const scope = scopeOf(input.vendorCode, input.query);
  const { rows, total } = await listBrandOrderHeads(db, scope, { limit: BRAND_ORDERS_PAGE_SIZE, offset: (input.query.page - 1) * BRAND_ORDERS_PAGE_SIZE });
  const ids = rows.map((row) => row.id);
  const [lines, paymentRows] = await Promise.all([listBrandLinesOfOrders(db, scope, ids), input.query.kind === 'crypto' ? listLatestPayments(db, ids) : Promise.resolve([])]);
  const paymentOf = new Map(paymentRows.map((row) => [row.orderId, row]));
  return {
    items: rows.map((row) => {
      const own = lines.filter((line) => line.orderId === row.id);
      return {
        code: row.code,
        created_at: row.createdAt.toISOString(),
        status: row.status,
        email: row.email,
        currency: row.currency,
        ship_to_country: row.shipToCountry,
        brand_total: own.reduce((sum, line) => sum + line.lineTotal, 0),
        placed_by_operator: row.placedByOperator,
        crypto: cryptoState(paymentOf.get(row.id), input.query.kind === 'crypto'),
        lines: own.map(toBrandLine),
      };
    }),
    page: input.query.page,
    per_page: BRAND_ORDERS_PAGE_SIZE,
    total,
  };
}

/** Whether an order was paid in crypto (its option, or one of the crypto gateways). */
export function isCryptoOrder(order: { paymentOption: number; paymentMethodId: number }): boolean {
  return order.paymentOption === PAYMENT_OPTION.CRYPTO || ([PAYMENT_METHOD.ETH, PAYMENT_METHOD.SOLANA, PAYMENT_METHOD.CRYPTO] as number[]).includes(order.paymentMethodId);
}
