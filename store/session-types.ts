/* The session's view of the accounts contract (lib/contracts/accounts) and the two seams the
 * session thunks depend on: the network (SessionApi) and the cookies (TokenStore). */

import type { SignOutAnswer } from '@/lib/contracts/accounts/customers-schemas';
import type { CustomerProfile, SignInResponse } from '@/lib/session/session-profile';

export type { CustomerCompany, CustomerProfile, SignInResponse } from '@/lib/session/session-profile';

/** The anonymous cart the shopper continues with, when the server made one. */
export type SignOutResponse = Partial<SignOutAnswer>;

/** GET /v1/me/payment-setting: the session keeps the answer as it came without reading it. */
export type PaymentSetting = Readonly<Record<string, unknown>>;

/** The calls the session rules make. The app wires the real services; tests pass fakes. */
export interface SessionApi {
  fetchProfile(): Promise<CustomerProfile>;
  /** The refresh grant with the HttpOnly refresh cookie, which only the server reads (decision 0045). */
  refreshSession(): Promise<SignInResponse>;
  signOut(): Promise<SignOutResponse>;
  fetchPaymentSetting(): Promise<PaymentSetting>;
}

export interface SessionTokens {
  accessToken: string | null;
  /** A refresh cookie exists (the server's dh_session marker): the session can be renewed. The
   * refresh token itself is HttpOnly and never seen by the page (decision 0045). */
  hasRefreshSession: boolean;
}

/** Where the tokens and the cart id live between page loads (cookies in the browser). */
export interface TokenStore {
  readTokens(): SessionTokens;
  /** Keeps the access token exactly as long as the JWT inside lives. */
  writeAccessToken(accessToken: string): void;
  clearTokens(): void;
  readCartId(): string | null;
  writeCartId(cartId: string): void;
}
