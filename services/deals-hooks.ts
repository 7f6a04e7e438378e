import useSWR from 'swr';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import type { CartDealSuggestions, ProductDeals } from '@/lib/contracts/pricing/deals-schemas';
import type { ShopperSession } from '@/services/shopper-cart-resource';

/* The deals' data hooks (SWR); the cart service, and axios behind it, loads with the first fetch. */

const loadService = () => import('@/services/cart-service');
const loadSuggestions = () => loadService().then((service) => service.fetchCartDealSuggestions());
const loadDeals = ([, code]: readonly [string, string, string | null]) => loadService().then((service) => service.fetchProductDeals(code));

/** Changes whenever the cart's products or quantities change, so the suggestions follow. */
function cartSignature(cart: Cart): string {
  return cart.lines.map((line) => `${line.product_code}:${line.quantity}`).join(',');
}

/** Add-ons the items in the cart offer at a deal price; nothing is asked before the cart has an id. */
export function useCartDealSuggestions(cart: Cart): CartDealSuggestions | undefined {
  const { data } = useSWR(cart.id ? ['cart-deal-suggestions', cart.id, cartSignature(cart)] : null, loadSuggestions, { revalidateOnFocus: false, keepPreviousData: true });
  return data;
}

/** A product's add-on and combo deals, priced in the currency of the shopper's cart: asked once the session is known. */
export function useProductDeals(productCode: string, session: Pick<ShopperSession, 'isReady' | 'cartId'>): ProductDeals | undefined {
  const { data } = useSWR(session.isReady ? (['product-deals', productCode, session.cartId] as const) : null, loadDeals, { revalidateOnFocus: false });
  return data;
}
