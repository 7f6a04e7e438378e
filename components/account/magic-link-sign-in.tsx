import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { CircleAlertIcon } from '@/components/icons/circle-alert-icon';
import { CircleCheckIcon } from '@/components/icons/circle-check-icon';
import type { CustomerProfile } from '@/store/session-types';
import { accountErrorKey } from './account-error';
import { loadAccountService } from './load-account-service';
import { currentSignInReferral } from './sign-in-referral';
import { SessionNotStartedError, useCompleteSignIn } from './use-complete-sign-in';

interface MagicLinkSignInProps {
  email: string;
  token: string;
  onSignedIn: (profile: CustomerProfile) => void;
  /** Offered when the link did not work: enter the code of the same e-mail instead. */
  onUseCode: () => void;
}

type LinkState = { status: 'working' } | { status: 'done' } | { status: 'failed'; errorKey: string };

/**
 * Signs in with the link from the e-mail as soon as the page opens, once: a link token is
 * single use, and React may run effects twice in development.
 */
export function MagicLinkSignIn({ email, token, onSignedIn, onUseCode }: MagicLinkSignInProps) {
  const { t } = useTranslation('account');
  const completeSignIn = useCompleteSignIn();
  const [state, setState] = useState<LinkState>({ status: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const service = await loadAccountService();
        const answer = await service.signInWithMagicLink(email, token, currentSignInReferral());
        const profile = await completeSignIn(answer);
        setState({ status: 'done' });
        onSignedIn(profile);
      } catch (error) {
        setState({ status: 'failed', errorKey: error instanceof SessionNotStartedError ? 'errors.sessionFailed' : accountErrorKey(error, 'link') });
      }
    })();
  }, [email, token, completeSignIn, onSignedIn]);

  if (state.status === 'failed') {
    return (
      <div role="alert" className="flex flex-col gap-4">
        <p className="flex items-start gap-2 text-base text-sand-900">
          <CircleAlertIcon className="mt-0.5 size-5 shrink-0 text-danger-600" />
          {t(state.errorKey)}
        </p>
        <button type="button" onClick={onUseCode} className="btn-primary w-full">
          {t('link.useCode')}
        </button>
      </div>
    );
  }

  return (
    <p role="status" className="flex min-h-12 items-center gap-3 text-base text-sand-900">
      {state.status === 'done' ? (
        <>
          <CircleCheckIcon className="size-5 shrink-0 text-accent-600" />
          {t('link.done')}
        </>
      ) : (
        <>
          <span aria-hidden="true" className="size-5 shrink-0 animate-spin rounded-full border-2 border-sand-200 border-t-accent-600" />
          {t('link.working')}
        </>
      )}
    </p>
  );
}
