import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import type { CustomerProfile } from '@/store/session-types';
import { accountErrorKey } from './account-error';
import { SOCIAL_SIGN_IN_ERRORS, SocialSignInError, googleClientId, requestGoogleIdToken, type GoogleIdTokenOptions } from './google-identity';
import { loadAccountService } from './load-account-service';
import { currentSignInReferral } from './sign-in-referral';
import { SessionNotStartedError, useCompleteSignIn } from './use-complete-sign-in';

/** Translation keys of the two social sign-in failures of spec §5/§8. */
const SOCIAL_ERROR_KEYS: Readonly<Record<SocialSignInError['message'], string>> = {
  [SOCIAL_SIGN_IN_ERRORS.providerUnavailable]: 'social.errors.providerUnavailable',
  [SOCIAL_SIGN_IN_ERRORS.tokenNotFound]: 'social.errors.tokenNotFound',
};

interface GoogleSignInButtonProps {
  onSignedIn: (profile: CustomerProfile) => void;
  /** Overrides for tests: the client id and the script loader. */
  identity?: Partial<GoogleIdTokenOptions>;
}

type ButtonState = { status: 'idle' } | { status: 'working' } | { status: 'failed'; errorKey: string; code?: string };

function GoogleMark() {
  // The four brand colours around a "G" drawn for this store; decorative, the label says Google.
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <path d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z" fill="#4285F4" />
      <path d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z" fill="#34A853" />
      <path d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1A10 10 0 0 0 2 12c0 1.6.4 3.2 1.1 4.6L6.4 14z" fill="#FBBC05" />
      <path d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 6 12 6z" fill="#EA4335" />
    </svg>
  );
}

/**
 * "Continue with Google": an id token from Google Identity, then the social_token grant. When
 * the provider script is not configured or cannot load, or Google returns no token, the shopper
 * reads a plain explanation; the spec's error identifier stays on the element for support.
 */
export function GoogleSignInButton({ onSignedIn, identity }: GoogleSignInButtonProps) {
  const { t } = useTranslation('account');
  const completeSignIn = useCompleteSignIn();
  const [state, setState] = useState<ButtonState>({ status: 'idle' });

  async function signIn() {
    setState({ status: 'working' });
    try {
      const idToken = await requestGoogleIdToken({ clientId: googleClientId(), ...identity });
      const service = await loadAccountService();
      const answer = await service.signInWithSocialToken(idToken, currentSignInReferral());
      const profile = await completeSignIn(answer);
      setState({ status: 'idle' });
      onSignedIn(profile);
    } catch (error) {
      if (error instanceof SocialSignInError) {
        setState({ status: 'failed', errorKey: SOCIAL_ERROR_KEYS[error.message], code: error.message });
      } else {
        setState({ status: 'failed', errorKey: error instanceof SessionNotStartedError ? 'errors.sessionFailed' : accountErrorKey(error, 'social') });
      }
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => void signIn()}
        disabled={state.status === 'working'}
        className="btn-secondary w-full gap-3 disabled:cursor-wait disabled:opacity-70"
      >
        <GoogleMark />
        {state.status === 'working' ? t('social.working') : t('social.google')}
      </button>
      {state.status === 'failed' && (
        <p role="alert" data-error-code={state.code} className="text-sm text-danger-600">
          {t(state.errorKey)}
        </p>
      )}
    </div>
  );
}
