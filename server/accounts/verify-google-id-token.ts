import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { AppError } from '../http/app-error';
import { googleSignInConfig } from './google-sign-in-config';

export interface GoogleIdentity {
  /** Lower-cased. */
  email: string;
  name: string;
}

/* jose caches the fetched keys per set (and refetches on an unknown key id), so one set per
 * URL lives as long as the process. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetOf(url: string) {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url));
    keySets.set(url, keySet);
  }
  return keySet;
}

const NOT_VALID = 'This Google sign-in is not valid. Please try again.';

/**
 * Verifies an OpenID Connect id token from Google: signature against Google's published keys
 * (GOOGLE_JWKS_URL), issuer (GOOGLE_ISSUERS), audience (GOOGLE_CLIENT_ID), expiry, and a
 * verified e-mail. A bad token is 401; keys that cannot be fetched are 503.
 */
export async function verifyGoogleIdToken(idToken: string): Promise<GoogleIdentity> {
  const config = googleSignInConfig();
  if (!config) throw new AppError('UNPROCESSABLE', 'Sign-in with Google is not available. Please sign in with your e-mail address.');

  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(config.jwksUrl), {
      issuer: config.issuers,
      audience: config.clientIds,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: 30,
    }));
  } catch (error) {
    if (isKeyFetchFailure(error)) {
      throw new AppError('UNAVAILABLE', 'Google sign-in cannot be checked right now. Please try again or use your e-mail address.', {
        cause: error,
        headers: { 'Retry-After': '30' },
      });
    }
    throw new AppError('UNAUTHORIZED', NOT_VALID, { cause: error });
  }

  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  // Google sends a boolean; some older tokens carry the string "true".
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (!email || email.length > 254 || !email.includes('@')) throw new AppError('UNAUTHORIZED', NOT_VALID);
  if (!verified) throw new AppError('UNPROCESSABLE', 'Your Google account has no verified e-mail address. Please sign in with your e-mail address.');
  const name = typeof payload.name === 'string' ? payload.name.replace(/\p{Cc}/gu, '').trim().slice(0, 120) : '';
  return { email, name };
}

/* Everything jose reports about the token itself is the token's fault; a key set that cannot be
 * fetched or read (time-out, network, non-200, bad JSON) is ours or Google's. */
function isKeyFetchFailure(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  if (!(error instanceof errors.JOSEError)) return true;
  return error.code === 'ERR_JOSE_GENERIC';
}
