import { useContext } from 'react';
import { useCartResource, type CartState } from '@/services/cart-hooks';
import { CartSeedContext } from './cart-seed-context';
import { useShopperSession } from './use-shopper-session';

export type { CartState } from '@/services/cart-hooks';

/**
 * The shopper's cart through SWR, shared by every view. Under /cart the cart the page was
 * rendered with stands in until the session is known (CartSeedContext).
 */
export function useCart(): CartState {
  return useCartResource(useShopperSession(), useContext(CartSeedContext));
}
