import { useRouter } from 'next/router';
import useSWR from 'swr';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import type { CartDealSuggestions, ProductDeals } from '@/lib/contracts/pricing/deals-schemas';
import { currencyOfLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { ShopperSession } from '@/services/shopper-cart-resource';

/*
 * The deals' data hooks (SWR); the cart service, and axios behind it, loads with the first fetch.
 * The answers are written in the page's language and priced in its currency (or the cart's), so
 * both are part of every key: switching language with the header switcher fetches them again
 * instead of showing the previous language's names and currency beside the new page.
 */

const loadService = () => import('@/services/cart-service');
const loadSuggestions = () => loadService().then((service) => service.fetchCartDealSuggestions());
type ProductDealsKey = readonly [string, string, string | null, string, string];
const loadDeals = ([, code]: ProductDealsKey) => loadService().then((service) => service.fetchProductDeals(code));

/** Changes whenever the cart's products or quantities change, so the suggestions follow. */
function cartSignature(cart: Cart): string {
  return cart.lines.map((line) => `${line.product_code}:${line.quantity}`).join(',');
}

function usePageLocale(): string {
  return useRouter().locale ?? DEFAULT_LOCALE;
}

/** Add-ons the items in the cart offer at a deal price; nothing is asked before the cart has an id. */
export function useCartDealSuggestions(cart: Cart): CartDealSuggestions | undefined {
  const locale = usePageLocale();
  const key = cart.id ? ['cart-deal-suggestions', cart.id, cartSignature(cart), locale, cart.currency] : null;
  const { data } = useSWR(key, loadSuggestions, { revalidateOnFocus: false, keepPreviousData: true });
  return data;
}

/** A product's add-on and combo deals, priced in the currency of the shopper's cart: asked once the session is known. */
export function useProductDeals(productCode: string, session: Pick<ShopperSession, 'isReady' | 'cartId'>): ProductDeals | undefined {
  const locale = usePageLocale();
  const key: ProductDealsKey | null = session.isReady ? ['product-deals', productCode, session.cartId, locale, currencyOfLocale(locale)] : null;
  const { data } = useSWR(key, loadDeals, { revalidateOnFocus: false });
  return data;
}
