import { useCart, useShopperSession } from '@/components/cart/use-cart';
import { useCartFollowsSession } from '@/services/cart-hooks';

/**
 * The number of items in the shopper's cart, for the header badge: the item count of the cart
 * every view shares (SWR), 0 while there is none. The header is on every page, so its one call
 * also has the cart asked again when the session changes hands.
 */
export function useCartCount(): number {
  useCartFollowsSession(useShopperSession());
  const { cart } = useCart();
  return cart?.item_count ?? 0;
}
