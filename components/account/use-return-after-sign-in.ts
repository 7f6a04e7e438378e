import { useCallback } from 'react';
import { useRouter } from 'next/router';
import { safeNextPath } from './safe-next-path';

/**
 * Where the shopper goes once signed in: the page's `?next=` when it is a path on this site,
 * else home. Replaces the history entry, so Back does not lead to the sign-in form again.
 */
export function useReturnAfterSignIn() {
  const router = useRouter();
  const next = router.query.next;
  return useCallback(() => {
    void router.replace(safeNextPath(next));
  }, [router, next]);
}

/** The `next` query to pass along between /sign-in, /sign-up and /otp, if there is one. */
export function useNextQuery(): { next?: string } {
  const { query } = useRouter();
  const next = safeNextPath(query.next, '');
  return next && next !== '/' ? { next } : {};
}
