import { useEffect, useRef } from 'react';
import { mutate } from 'swr';
import { CART_SWR_KEY } from '@/lib/cart/cart-swr-key';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import type { PageSeed } from '@/lib/session/page-seed';
import { useShopperCartResource, type ShopperSession } from '@/services/shopper-cart-resource';
import type { SwrFetcherError } from '@/services/swr-fetcher';

/*
 * The cart's data hooks (SWR). The service, and axios behind it, loads with the first fetch, not
 * with the page: these hooks import it on demand.
 */

const loadService = () => import('@/services/cart-service');
const loadCart = () => loadService().then((service) => service.fetchCart());

export interface CartState {
  cart: Cart | undefined;
  /** The session is known and the shopper has (or may have) a cart that is still loading. */
  isLoading: boolean;
  /** The shopper has no cart at all: nothing to fetch, the cart is empty. */
  hasNoCart: boolean;
  error: SwrFetcherError | undefined;
  retry(): void;
}

/**
 * The shopper's cart, shared by every view (useShopperCartResource says when it is asked). A
 * page rendered with the cart passes it as the seed that stands in until then.
 */
export function useCartResource(session: ShopperSession, seed: PageSeed<Cart> | null): CartState {
  const { data, isLoading, hasNoCart, error, retry } = useShopperCartResource(() => CART_SWR_KEY, loadCart, { session, seed, dedupingInterval: 4_000 });
  return { cart: data, isLoading, hasNoCart, error, retry };
}

/**
 * Asks for the cart again when the shopper signs in or out, or sign-in or sign-out hands over
 * another cart id: the cached cart is then another's.
 */
export function useCartFollowsSession(session: Pick<ShopperSession, 'isLoggedIn' | 'cartId'>): void {
  const { isLoggedIn, cartId } = session;
  const previous = useRef({ isLoggedIn, cartId });
  useEffect(() => {
    const before = previous.current;
    previous.current = { isLoggedIn, cartId };
    if (before.isLoggedIn !== isLoggedIn || (before.cartId !== cartId && before.cartId !== null)) void mutate(CART_SWR_KEY);
  }, [isLoggedIn, cartId]);
}

/** Asks the server for the cart again (after a refused change, the lines say what is available). */
export function revalidateCart(): Promise<unknown> {
  return mutate(CART_SWR_KEY);
}

/** Forgets the cached cart without asking: the shopper has none any more (an order took it). */
export function forgetCachedCart(): Promise<unknown> {
  return mutate(CART_SWR_KEY, undefined, { revalidate: false });
}
