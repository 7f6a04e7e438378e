import { cartModuleAdoption } from '@/server/pricing/cart/cart-adoption';

/**
 * Extension point between accounts and carts: what happens to carts when a shopper signs in or
 * out. Sign-in and sign-out call it and answer the cart id it returns (spec §3: the sign-in and
 * sign-out answers carry cart_id). The cart module implements it (server/pricing/cart/cart-adoption.ts:
 * the guest cart merges into the customer's on sign-in); `noCartAdoption` is the neutral one
 * for a store without carts, and for tests of the accounts rules alone.
 */
export interface CartAdoption {
  /**
   * After a successful sign-in (not after a refresh-token sign-in: that continues a session).
   * `guestCartId` is the browser's CART_ID cookie, if any. Resolves to the cart the client
   * should use from now on, or null to leave its cart as it is.
   */
  onSignIn(input: { customerId: number; guestCartId: string | null; firstTime: boolean }): Promise<string | null>;
  /**
   * After a sign-out. `customerId` is the owner of the revoked refresh token, when known.
   * Resolves to the cart the anonymous browser continues with, or null.
   */
  onSignOut(input: { customerId: number | null; guestCartId: string | null }): Promise<string | null>;
}

export const noCartAdoption: CartAdoption = {
  onSignIn: async () => null,
  onSignOut: async () => null,
};

/** The cart module's implementation: the guest cart merges into the customer's on sign-in. */
export const cartAdoption: CartAdoption = cartModuleAdoption;
