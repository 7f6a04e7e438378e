import { getDb } from '@/server/db/client';
import type { CreditHistory, CreditHistoryKind } from '@/lib/contracts/ordering/credit-schemas';
import { creditEntriesPage, type CreditReason } from './repository';

const KIND_OF_REASON: Readonly<Record<CreditReason, CreditHistoryKind>> = {
  grant: 'grant',
  adjustment: 'grant',
  order_payment: 'spending',
  order_released: 'released',
  refund: 'refund',
  referral_reward: 'reward',
  reward: 'reward',
  exchange_to_points: 'exchange',
};

function kindOf(reason: string): CreditHistoryKind {
  return (KIND_OF_REASON as Record<string, CreditHistoryKind | undefined>)[reason] ?? 'grant';
}

/** GET /v1/me/credit-history: one page of the customer's own credit ledger, newest first. */
export async function listCreditHistory(customerId: number, query: { page: number; limit: number; currency?: string }): Promise<CreditHistory> {
  const { rows, total } = await creditEntriesPage(getDb(), { customerId, currency: query.currency, limit: query.limit, offset: (query.page - 1) * query.limit });
  return {
    items: rows.map((row) => ({ id: row.id, currency: row.currency, amount: row.amount, kind: kindOf(row.reason), order_code: row.orderCode, created_at: row.createdAt.toISOString() })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
