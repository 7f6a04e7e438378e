/*
 * The Google Identity Services script, asked for an OpenID Connect id token (spec §7 social
 * sign-in). The store serves no third-party script unless a client id is configured, so in
 * most set-ups this fails at once with the first error of spec §5/§8.
 */

/** Spec §5 and §8, word for word: the identifiers other code and logs may match on. */
export const SOCIAL_SIGN_IN_ERRORS = {
  providerUnavailable: 'gapi is undefined',
  tokenNotFound: 'token not found',
} as const;

export type SocialSignInErrorMessage = (typeof SOCIAL_SIGN_IN_ERRORS)[keyof typeof SOCIAL_SIGN_IN_ERRORS];

export class SocialSignInError extends Error {
  declare readonly message: SocialSignInErrorMessage;

  constructor(message: SocialSignInErrorMessage) {
    super(message);
    this.name = 'SocialSignInError';
  }
}

export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
/** Long enough for a slow phone, short enough that the button does not seem dead. */
const SCRIPT_TIMEOUT_MS = 8_000;

interface GoogleCredentialResponse {
  credential?: string;
}

interface GooglePromptMoment {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  isDismissedMoment?: () => boolean;
}

interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: GoogleCredentialResponse) => void; cancel_on_tap_outside?: boolean }): void;
  prompt(listener?: (moment: GooglePromptMoment) => void): void;
}

type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleAccountsId } } };

/** The client id configured at build time, or undefined (Next inlines NEXT_PUBLIC_* by name). */
export function googleClientId(): string | undefined {
  const value = process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID?.trim();
  return value ? value : undefined;
}

export interface GoogleIdTokenOptions {
  clientId: string | undefined;
  /** Loads the provider script; tests pass a fake. */
  loadScript?: (url: string) => Promise<void>;
  win?: GoogleWindow;
}

/** Resolves with an id token, or rejects with a SocialSignInError naming what was missing. */
export async function requestGoogleIdToken({ clientId, loadScript = injectScript, win = window }: GoogleIdTokenOptions): Promise<string> {
  if (!clientId) throw new SocialSignInError(SOCIAL_SIGN_IN_ERRORS.providerUnavailable);
  if (!win.google?.accounts?.id) {
    try {
      await loadScript(GOOGLE_IDENTITY_SCRIPT_URL);
    } catch {
      throw new SocialSignInError(SOCIAL_SIGN_IN_ERRORS.providerUnavailable);
    }
  }
  const identity = win.google?.accounts?.id;
  if (!identity) throw new SocialSignInError(SOCIAL_SIGN_IN_ERRORS.providerUnavailable);

  return new Promise<string>((resolve, reject) => {
    const tokenNotFound = () => reject(new SocialSignInError(SOCIAL_SIGN_IN_ERRORS.tokenNotFound));
    identity.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      callback: (response) => (response.credential ? resolve(response.credential) : tokenNotFound()),
    });
    identity.prompt((moment) => {
      if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.() || moment.isDismissedMoment?.()) tokenNotFound();
    });
  });
}

function injectScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => reject(new Error('timed out')), SCRIPT_TIMEOUT_MS);
    script.src = url;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    // Also what happens when the Content-Security-Policy refuses the script.
    script.onerror = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error('failed to load'));
    };
    document.head.appendChild(script);
  });
}
