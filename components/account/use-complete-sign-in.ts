import { useCallback } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { firstNameOf } from '@/lib/profile/first-name';
import type { SignInAnswer } from '@/services/account-service';
import { useAppDispatch } from '@/store/hooks';
import { login } from '@/store/thunks/session-thunks';
import { pushToast } from '@/store/slices/ui-slice';

const WELCOME_TOAST_MS = 6_000;

export class SessionNotStartedError extends Error {
  constructor() {
    super('The profile could not be loaded after sign-in');
    this.name = 'SessionNotStartedError';
  }
}

/**
 * Turns a successful sign-in answer into a session: the store's `login` thunk stores the
 * tokens, loads the profile and adopts the cart (spec §4), then the shopper is welcomed by
 * first name ("Welcome" on a first sign-in). Rejects with SessionNotStartedError when the
 * profile could not be loaded, in which case the session has already been cleared.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('account');

  return useCallback(
    async (answer: SignInAnswer) => {
      const profile = await dispatch(login(answer)).unwrap();
      if (!profile) throw new SessionNotStartedError();
      const name = firstNameOf(profile);
      const message = answer.first_time ? t('welcome.firstTime', { name }) : t('welcome.back', { name });
      // Longer than the default: it is read while the next page loads.
      dispatch(pushToast({ kind: 'success', message, durationMs: WELCOME_TOAST_MS }));
      return profile;
    },
    [dispatch, t],
  );
}
