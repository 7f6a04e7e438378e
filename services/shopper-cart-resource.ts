import useSWR, { type KeyedMutator } from 'swr';
import { cartOwnerOfSession, seededView, type PageSeed } from '@/lib/session/page-seed';
import type { SwrFetcherError } from '@/services/swr-fetcher';

/** What the session says about whose cart the browser reaches (the store's auth and checkout slices). */
export interface ShopperSession {
  /** The session is restored: a customer's token or a guest's cart id is known. */
  isReady: boolean;
  isLoggedIn: boolean;
  /** The CART_ID cookie as the checkout slice mirrors it (services/cart-id.ts). */
  cartId: string | null;
}

export interface ShopperCartResource<T> {
  data: T | undefined;
  /** The session is not known yet, or the shopper has (or may have) a cart still loading. */
  isLoading: boolean;
  /** The session is known and the shopper has no cart at all: nothing to fetch. */
  hasNoCart: boolean;
  error: SwrFetcherError | undefined;
  retry(): void;
  mutate: KeyedMutator<T>;
}

/**
 * Something that hangs off the shopper's cart (the cart itself, the checkout), through SWR.
 * Nothing is asked until the session is known, since a customer's cart comes from the token and a
 * guest's from the cart id, nor for a guest without a cart id. A page rendered with the cart
 * (decision 0019) passes its seed: it stands in until the session is known, then serves as SWR's
 * fallback while the session names the same cart.
 */
export function useShopperCartResource<T>(
  keyOf: (owner: string) => string | readonly string[],
  fetcher: () => Promise<T>,
  options: { session: ShopperSession; seed: PageSeed<T> | null; dedupingInterval: number },
): ShopperCartResource<T> {
  const { isReady, isLoggedIn, cartId } = options.session;
  const owner = cartOwnerOfSession(isLoggedIn, cartId);
  const key = isReady && owner ? keyOf(owner) : null;
  const seeded = seededView(options.seed, isReady, owner);
  const { data, error, isLoading, mutate } = useSWR<T, SwrFetcherError>(key, fetcher, {
    revalidateOnFocus: false,
    dedupingInterval: options.dedupingInterval,
    fallbackData: seeded.fallbackData,
  });
  const retry = () => void mutate();
  if (seeded.beforeReady) return { data: seeded.beforeReady.data, isLoading: false, hasNoCart: seeded.beforeReady.hasNoCart, error: undefined, retry, mutate };
  return {
    data,
    isLoading: !isReady || (key !== null && data === undefined && (isLoading || error === undefined)),
    hasNoCart: isReady && key === null && data === undefined,
    error,
    retry,
    mutate,
  };
}
