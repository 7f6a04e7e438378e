import type { ReactNode } from 'react';
import type { MyProductReview } from '@/lib/contracts/catalog/reviews-schemas';
import { useMyReview } from '@/services/reviews-service';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady } from '@/store/slices/auth-state';

export type MyReviewState = { kind: 'checking' } | { kind: 'signed-out' } | { kind: 'known'; mine: MyProductReview } | { kind: 'failed' };

/** What the signed-in shopper may do here (write, already wrote, voted); nothing for a visitor. */
export function useMyProductReview(code: string): { state: MyReviewState; refresh: () => Promise<unknown>; source: ReactNode } {
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { data, failed, refresh, source } = useMyReview(code, isReady && isLoggedIn);
  if (!isReady) return { state: { kind: 'checking' }, refresh, source };
  if (!isLoggedIn) return { state: { kind: 'signed-out' }, refresh, source };
  if (data) return { state: { kind: 'known', mine: data }, refresh, source };
  return { state: failed ? { kind: 'failed' } : { kind: 'checking' }, refresh, source };
}
