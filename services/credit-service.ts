import { apiGet, apiPost } from '@/services/api-client';
import type { CreditBalances, CreditHistory } from '@/lib/contracts/ordering/credit-schemas';
import type { ExchangeCreditAnswer, MyPoints, MyRewards, Reward } from '@/lib/contracts/programmes/credit-points-schemas';

/* The browser side of /customer/credit: store credit (balances, history), points, the exchange
 * of credit for points and reward codes. */

export type { CreditBalances, CreditHistory, ExchangeCreditAnswer, MyPoints, MyRewards, Reward };

export const CREDIT_HISTORY_PAGE_SIZE = 10;

export function fetchMyCredit(): Promise<CreditBalances> {
  return apiGet<CreditBalances>('/v1/me/credit');
}

export function fetchMyCreditHistory(page: number): Promise<CreditHistory> {
  return apiGet<CreditHistory>('/v1/me/credit-history', { page, limit: CREDIT_HISTORY_PAGE_SIZE });
}

export function fetchMyPoints(page: number): Promise<MyPoints> {
  return apiGet<MyPoints>('/v1/me/points', { page, limit: CREDIT_HISTORY_PAGE_SIZE });
}

export function fetchMyRewards(): Promise<MyRewards> {
  return apiGet<MyRewards>('/v1/me/reward');
}

export function exchangeCreditToPoints(body: { currency: string; amount: number }): Promise<ExchangeCreditAnswer> {
  return apiPost<ExchangeCreditAnswer>('/v1/me/exchange-credit-to-point', body);
}

export function claimRewardCode(body: { email: string; reward_code: string; content: string }): Promise<Reward> {
  return apiPost<Reward>('/v1/customers/create-reward', body);
}
