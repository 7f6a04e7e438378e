import useSWR, { useSWRConfig } from 'swr';
import type { CreditBalances, CreditHistory, MyPoints, MyRewards } from '@/services/credit-service';

/*
 * The data of /customer/credit (SWR). The service, and axios behind it, load with the first
 * fetch; the previous page of a history stays while the next one loads.
 */

const service = () => import('@/services/credit-service');

export const CREDIT_KEYS = { balances: 'deskhaus:my-credit', history: 'deskhaus:my-credit-history', points: 'deskhaus:my-points', rewards: 'deskhaus:my-rewards' } as const;

export function useMyCredit() {
  return useSWR<CreditBalances>(CREDIT_KEYS.balances, () => service().then((api) => api.fetchMyCredit()));
}

export function useMyCreditHistory(page: number) {
  return useSWR<CreditHistory>([CREDIT_KEYS.history, page], () => service().then((api) => api.fetchMyCreditHistory(page)), { keepPreviousData: true });
}

export function useMyPoints(page: number) {
  return useSWR<MyPoints>([CREDIT_KEYS.points, page], () => service().then((api) => api.fetchMyPoints(page)), { keepPreviousData: true });
}

export function useMyRewards() {
  return useSWR<MyRewards>(CREDIT_KEYS.rewards, () => service().then((api) => api.fetchMyRewards()));
}

/** Re-reads every part of /customer/credit after credit or points moved. */
export function useRefreshCredit(): () => void {
  const { mutate } = useSWRConfig();
  return () => {
    const keys: readonly string[] = Object.values(CREDIT_KEYS);
    void mutate((key) => (typeof key === 'string' ? keys.includes(key) : Array.isArray(key) && keys.includes(String(key[0]))));
  };
}
