/* Configuration of "Sign in with Google" (social_token grant), read on every call so that a
 * deployment (or a test) can change it without a rebuild. */

export const DEFAULT_GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Google signs id tokens with either spelling of its issuer. */
export const DEFAULT_GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleSignInConfig {
  /** OAuth client ids whose tokens are accepted (the `aud` claim). */
  clientIds: string[];
  jwksUrl: string;
  issuers: string[];
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Undefined when GOOGLE_CLIENT_ID is unset: Google sign-in is then off. */
export function googleSignInConfig(): GoogleSignInConfig | undefined {
  const clientIds = list(process.env.GOOGLE_CLIENT_ID);
  if (clientIds.length === 0) return undefined;
  const issuers = list(process.env.GOOGLE_ISSUERS);
  return {
    clientIds,
    jwksUrl: process.env.GOOGLE_JWKS_URL?.trim() || DEFAULT_GOOGLE_JWKS_URL,
    issuers: issuers.length > 0 ? issuers : DEFAULT_GOOGLE_ISSUERS,
  };
}
