/**
 * What the server found for the shopper when it rendered a personal page (/cart,
 * /secure-checkout), so the HTML shows the shopper's own cart instead of a skeleton
 * (docs/decisions/0019-personal-pages-rendered-with-the-cart.md).
 *
 * `owner` names the cart the way the browser names it once it has restored the session:
 * `customer` for a signed-in customer, the CART_ID cookie for a guest, null when there is no
 * cart at all. The browser uses the seed only while its own session names the same owner.
 */
export interface PageSeed<T> {
  owner: string | null;
  data: T;
}

const CUSTOMER_CART_OWNER = 'customer';

/** Whose cart the browser's session reaches: the same rule as the seed's `owner`. */
export function cartOwnerOfSession(isLoggedIn: boolean, cartId: string | null): string | null {
  if (isLoggedIn) return CUSTOMER_CART_OWNER;
  return cartId || null;
}

export interface SeededView<T> {
  /** The seed stands for the page until the session is restored: the HTML and hydration agree. */
  beforeReady: { data: T | undefined; hasNoCart: boolean } | undefined;
  /** SWR's fallback once the session is known, while it is the session the server saw. */
  fallbackData: T | undefined;
}

export function seededView<T>(seed: PageSeed<T> | null, isReady: boolean, owner: string | null): SeededView<T> {
  if (!seed) return { beforeReady: undefined, fallbackData: undefined };
  if (!isReady) return { beforeReady: { data: seed.owner ? seed.data : undefined, hasNoCart: seed.owner === null }, fallbackData: undefined };
  return { beforeReady: undefined, fallbackData: owner !== null && seed.owner === owner ? seed.data : undefined };
}
