import { useEffect } from 'react';
import { useCart, useShopperSession } from '@/components/cart/use-cart';
import { useCartFollowsSession } from '@/services/cart-hooks';

/**
 * Reports the header's cart count: the item count of the cart every view shares (SWR), 0 while
 * there is none. The header is on every page, so this one call also has the cart asked again when
 * the session changes hands. It holds the cart's SWR hooks, so it loads on its own once the session
 * is known (decision 0056): before that the count is 0 on the server and in the browser.
 */
export default function CartCountSource({ onCount }: { onCount: (count: number) => void }) {
  useCartFollowsSession(useShopperSession());
  const count = useCart().cart?.item_count ?? 0;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
