import { useEffect } from 'react';
import { useCartCount } from './use-cart-count';

/**
 * Reports the header's cart count. It holds the cart's SWR hooks, so it loads on its own once the
 * session is known (decision 0056): before that the count is 0 on the server and in the browser.
 */
export default function CartCountSource({ onCount }: { onCount: (count: number) => void }) {
  const count = useCartCount();
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
