import type { AddOnDealOffer, CartDealSuggestions } from '@/lib/contracts/pricing/deals-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { loadCartProducts } from '@/server/pricing/cart/load-cart-products';
import { listCartLines } from '@/server/pricing/cart/repository';
import { getDb } from '@/server/db/client';
import type { Caller } from '@/server/http/request-context';
import { dealCartOf } from './deal-currency';
import { addOnOfferOf } from './deal-offers';
import { findAddOnDealsOf } from './deal-rows';

/** Few enough to read at a glance in the popup cart. */
const MAX_SUGGESTIONS = 4;

/**
 * Add-ons the items in the cart offer that would still get their deal price: the cart holds
 * fewer of the add-on than of the main product. Best percentage first, one offer per add-on.
 */
export async function listCartDealSuggestions(input: { caller: Caller; cartId?: string | null; locale: Locale; now?: Date }): Promise<CartDealSuggestions> {
  const db = getDb();
  const now = input.now ?? new Date();
  const language = languageOfLocale(input.locale);
  const { cart, currency } = await dealCartOf(db, input);
  const lines = cart ? await listCartLines(db, cart.id) : [];
  if (lines.length === 0) return { currency, add_ons: [] };

  const unitsOf = new Map<string, number>();
  for (const line of lines) unitsOf.set(line.productCode, (unitsOf.get(line.productCode) ?? 0) + line.quantity);
  const deals = (await findAddOnDealsOf(db, [...unitsOf.keys()])).filter((deal) => (unitsOf.get(deal.addOnProductCode) ?? 0) < (unitsOf.get(deal.mainProductCode) ?? 0));
  if (deals.length === 0) return { currency, add_ons: [] };

  const products = await loadCartProducts([...unitsOf.keys(), ...deals.map((deal) => deal.addOnProductCode)], { language, currency, now });
  const best = new Map<string, AddOnDealOffer>();
  for (const deal of deals) {
    // A main product that cannot be bought earns no deal.
    const main = products.get(deal.mainProductCode);
    if (!main?.variants.some((variant) => variant.availability.isPurchasable)) continue;
    const offer = addOnOfferOf(deal, products);
    const current = offer ? best.get(offer.product_code) : undefined;
    if (offer && (!current || offer.percent_off > current.percent_off)) best.set(offer.product_code, offer);
  }
  const add_ons = [...best.values()].sort((a, b) => b.percent_off - a.percent_off || a.product_code.localeCompare(b.product_code)).slice(0, MAX_SUGGESTIONS);
  return { currency, add_ons };
}
