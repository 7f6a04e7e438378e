import { useCallback } from 'react';
import { useAppSelector, useStoreActions } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-state';

/**
 * For a customer-only action on a public page (save to a list, write a review...): returns a
 * check that is true for a signed-in customer, and otherwise opens the login modal (spec §2)
 * and is false, so the action waits. `redirectTo` is where to go once signed in; without it the
 * shopper stays on the page.
 *
 *   const requireSignIn = useSignInPrompt();
 *   function onWriteReview() { if (requireSignIn()) openReviewForm(); }
 */
export function useSignInPrompt(): (redirectTo?: string) => boolean {
  const storeActions = useStoreActions();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return useCallback(
    (redirectTo?: string) => {
      if (isLoggedIn) return true;
      void storeActions((actions, dispatch) => dispatch(actions.openModal({ name: 'login', data: redirectTo ? { redirectTo } : {} })));
      return false;
    },
    [storeActions, isLoggedIn],
  );
}
