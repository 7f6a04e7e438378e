/* The session contract of spec §3 ("Customer profile", "Sign-in response") and the two seams
 * the session thunks depend on: the network (SessionApi) and the cookies (TokenStore). */

/** An employee-programme (EPP) user is one whose profile carries a company id. */
export interface CustomerCompany {
  id: number;
  name?: string;
}

export interface CustomerProfile {
  email: string;
  fullname: string;
  address: string;
  apartment_suite: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  phone: string;
  company?: CustomerCompany | null;
}

export interface SignInResponse {
  access_token: string;
  refresh_token: string;
  /** True on the first sign-in of a new account. */
  first_time: boolean;
  cart_id: string | null;
  customer: CustomerProfile;
}

export interface SignOutResponse {
  /** The anonymous cart the shopper continues with, when the server made one. */
  cart_id?: string;
}

/** GET /v1/me/payment-setting: the spec does not show its fields, so they stay opaque here. */
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
