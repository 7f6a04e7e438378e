import type { CartAdoption } from '@/server/accounts/cart-adoption';
import { mergeGuestCart } from './merge-guest-cart';

/**
 * The cart module's side of sign-in and sign-out (server/accounts/cart-adoption.ts):
 * - sign-in: the guest cart merges into the customer's, whose id the answer carries;
 * - sign-out: no cart id. The browser's CART_ID still names the customer's cart, which a guest
 *   can never read (cart-owner.ts), so the signed-out browser sees an empty cart and gets a
 *   fresh guest cart with its first add; nothing is made for browsers that add nothing.
 */
export const cartModuleAdoption: CartAdoption = {
  onSignIn: ({ customerId, guestCartId }) => mergeGuestCart({ customerId, guestCartId }),
  onSignOut: async () => null,
};
