import { getDb } from '../db/client';
import { signAccessToken } from '../http/access-token';
import { accessRoleOf } from './operators/access-role';
import { AppError } from '../http/app-error';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import { ipRateLimitKey } from '@/server/http/rate-limit/client-ip';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import { cartAdoption, type CartAdoption } from './cart-adoption';
import { openCustomerSession } from './open-customer-session';
import { findCustomerById } from './repository';
import { rotateRefreshToken } from './rotate-refresh-token';
import type { SignInAnswer, SignInBody, SignInQuery } from '@/lib/contracts/accounts/customers-schemas';
import { SIGN_IN_LIMIT_PER_IP } from './sign-in-limits';
import { toCustomerProfile } from './to-customer-profile';
import { verifyGoogleIdToken } from './verify-google-id-token';
import { verifyLoginCode } from './verify-login-code';
import { verifyMagicLink } from './verify-magic-link';

export interface SignInInput {
  body: SignInBody;
  query: SignInQuery;
  ip: string;
  language: string;
  /** The browser's CART_ID cookie. */
  guestCartId: string | null;
  /** The browser's HttpOnly refresh_token cookie, used by a refresh grant without a body token. */
  refreshCookie?: string;
}

/** What a sign-in yields on the server: the refresh token is always there, the route decides where it goes. */
export type SignedIn = SignInAnswer & { refresh_token: string };

export interface SignInDependencies {
  limiter?: RateLimiter;
  carts?: CartAdoption;
}

/** POST /v1/customers/sign-in with one of the four grants of spec §7. */
export async function signInCustomer(input: SignInInput, deps: SignInDependencies = {}): Promise<SignedIn> {
  const { body } = input;
  const carts = deps.carts ?? cartAdoption;
  if (body.grant_type === 'refresh_token') return continueSession(body.refresh_token ?? input.refreshCookie);

  // Credential guesses from one network are bounded, whichever e-mail they aim at.
  await enforceRateLimit(deps.limiter ?? getRateLimiter(), SIGN_IN_LIMIT_PER_IP, ipRateLimitKey(input.ip), (s) => `Too many sign-in attempts from your network. Please try again in ${Math.ceil(s / 60)} min.`);

  // The body's ids win over the query's (the spec sends them as query parameters).
  const referral = { rid: body.rid ?? input.query.rid, utm_campaign: body.utm_campaign ?? input.query.utm_campaign };
  const session = { language: input.language, referral, guestCartId: input.guestCartId };
  switch (body.grant_type) {
    case 'otp':
      await verifyLoginCode(body.email, body.code);
      return openCustomerSession({ ...session, email: body.email }, carts);
    case 'magic_link':
      await verifyMagicLink(body.email, body.token);
      return openCustomerSession({ ...session, email: body.email }, carts);
    case 'social_token': {
      const identity = await verifyGoogleIdToken(body.id_token);
      return openCustomerSession({ ...session, email: identity.email, fullname: identity.name }, carts);
    }
  }
}

/** The refresh grant continues a session: new tokens, same cart, never a first sign-in. */
async function continueSession(token: string | undefined): Promise<SignedIn> {
  if (!token) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  const { customerId, refreshToken } = await rotateRefreshToken(token);
  const customer = await findCustomerById(getDb(), customerId);
  if (!customer) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  return {
    access_token: await signAccessToken({ userId: customer.id, role: await accessRoleOf(getDb(), customer.id), email: customer.email }),
    refresh_token: refreshToken,
    first_time: false,
    cart_id: null,
    customer: toCustomerProfile(customer),
  };
}
