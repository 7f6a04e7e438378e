import useSWR from 'swr';
import type { ReferralHistory, ReferralHistoryType, ReferralUrl } from '@/lib/contracts/programmes/referrals-schemas';
import { fetchReferralHistory, fetchReferralUrl } from './referrals-service';

export function useReferralUrl(ready: boolean) {
  return useSWR<ReferralUrl>(ready ? 'deskhaus:referral-url' : null, fetchReferralUrl);
}

/** `refreshKey` changes when the shopper sent an invitation, so the list shows it. */
export function useReferralHistory(input: { ready: boolean; page: number; type: ReferralHistoryType | null; refreshKey: number }) {
  const { ready, page, type, refreshKey } = input;
  return useSWR<ReferralHistory>(ready ? ['deskhaus:referral-history', page, type, refreshKey] : null, () => fetchReferralHistory(page, type), { keepPreviousData: true });
}
