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
  signInWithRefreshToken(refreshToken: string): Promise<SignInResponse>;
  signOut(): Promise<SignOutResponse>;
  fetchPaymentSetting(): Promise<PaymentSetting>;
}

export interface SessionTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** Where the tokens and the cart id live between page loads (cookies in the browser). */
export interface TokenStore {
  readTokens(): SessionTokens;
  writeTokens(tokens: { accessToken: string; refreshToken: string }): void;
  clearTokens(): void;
  readCartId(): string | null;
  writeCartId(cartId: string): void;
}
