import { useCart } from '@/components/cart/use-cart';
import { useCartServiceBridge } from '@/components/cart/use-cart-service-bridge';

/**
 * The number of items in the shopper's cart, for the header badge: the item count of the cart
 * every view shares (SWR), 0 while there is none. The header's one call also wires the cart
 * service to the store (use-cart-service-bridge.ts).
 */
export function useCartCount(): number {
  useCartServiceBridge();
  const { cart } = useCart();
  return cart?.item_count ?? 0;
}
