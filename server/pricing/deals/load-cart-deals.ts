import type { Language } from '@/lib/i18n/locales';
import type { CartDealsInput } from '@/server/pricing/cart/price-cart';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { findAddOnDealsAmong, findCombosWithAny } from './deal-rows';

/** The deals a cart of these products can earn, for priceCart (small indexed queries, two chains at once). */
export async function loadCartDeals(db: DbOrTx, productCodes: readonly string[], language: Language): Promise<CartDealsInput> {
  const codes = [...new Set(productCodes)];
  if (codes.length < 2) return { addOns: [], combos: [] };
  const [addOns, combos] = await Promise.all([findAddOnDealsAmong(db, codes), findCombosWithAny(db, codes, language)]);
  const inCart = new Set(codes);
  return { addOns, combos: combos.filter((combo) => combo.productCodes.every((code) => inCart.has(code))) };
}
