import type { GiftCardInput } from '@/lib/cart/gift-card';

/**
 * What the page needs from the gift-card form when the shopper adds to cart. The form (and the
 * schema library behind its checks) loads only on gift-card pages, so the page reaches it
 * through this object rather than by importing it.
 */
export interface GiftCardControl {
  /** Shows the form's errors and focuses the first; true when the details can be sent. */
  validate(): boolean;
  input: GiftCardInput | undefined;
}
