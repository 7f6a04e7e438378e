import type { MyPoints } from '@/lib/contracts/programmes/credit-points-schemas';
import { getDb } from '@/server/db/client';
import { awardDeliveredOrderPoints } from './award-delivered-order-points';
import { POINTS_RULES } from './points-rules';
import { pointsBalance, pointsEntriesPage } from './repository';

/** GET /v1/me/points: the shopper's balance, the rates and a page of their history (newest first). */
export async function getMyPoints(customerId: number, query: { page: number; limit: number }): Promise<MyPoints> {
  await awardDeliveredOrderPoints(customerId);
  const db = getDb();
  const [balance, { rows, total }] = await Promise.all([pointsBalance(db, customerId), pointsEntriesPage(db, { customerId, limit: query.limit, offset: (query.page - 1) * query.limit })]);
  return {
    balance,
    exchange: {
      credit_per_point: POINTS_RULES.creditPerPoint,
      min_credit: POINTS_RULES.minExchangeCredit,
      max_credit: POINTS_RULES.maxExchangeCredit,
      points_per_currency_unit: POINTS_RULES.pointsPerCurrencyUnit,
    },
    items: rows.map((row) => ({ id: row.id, points: row.points, kind: row.reason, order_code: row.orderCode, created_at: row.createdAt.toISOString() })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
