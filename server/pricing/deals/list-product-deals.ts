import type { ProductDeals } from '@/lib/contracts/pricing/deals-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { loadCartProducts } from '@/server/pricing/cart/load-cart-products';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { dealCartOf } from './deal-currency';
import { addOnOfferOf, comboOfferOf } from './deal-offers';
import { findAddOnDealsOf, findCombosWithAny } from './deal-rows';

/**
 * The add-ons a product offers and the combos it belongs to, priced in the shopper's cart
 * currency. Add-ons that cannot be bought now are left out; a combo with such an item says which
 * and why (its `unavailable`), and the page shows it disabled.
 */
export async function listProductDeals(input: { caller: Caller; cartId?: string | null; locale: Locale; productCode: string; now?: Date }): Promise<ProductDeals> {
  const db = getDb();
  const now = input.now ?? new Date();
  const language = languageOfLocale(input.locale);
  const { currency } = await dealCartOf(db, input);
  const [addOns, combos] = await Promise.all([findAddOnDealsOf(db, [input.productCode]), findCombosWithAny(db, [input.productCode], language)]);
  const codes = [input.productCode, ...addOns.map((deal) => deal.addOnProductCode), ...combos.flatMap((combo) => combo.productCodes)];
  const products = await loadCartProducts(codes, { language, currency, now });
  const main = products.get(input.productCode);
  if (!main) throw new AppError('NOT_FOUND', `No product ${input.productCode} is sold in ${currency}.`);
  return {
    currency,
    product_code: main.product_url_code,
    add_ons: addOns.flatMap((deal) => addOnOfferOf(deal, products) ?? []),
    combos: combos.flatMap((combo) => comboOfferOf(combo, products) ?? []),
  };
}
