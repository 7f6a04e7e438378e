import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { countryOfLocale, currencyOfLocale, type Language, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { loadCartDeals } from '@/server/pricing/deals/load-cart-deals';
import { findPromoCode } from '@/server/pricing/promotions/find-promo-code';
import type { CartCreditLookup } from './cart-credit';
import type { ProgrammeDiscountLookup } from './programme-discount';
import { loadCartProducts } from './load-cart-products';
import { priceCart } from './price-cart';
import { listCartLines, type CartRow } from './repository';

/**
 * The answer of every cart call: the stored cart with today's catalog prices, and the store credit
 * its owner uses on it when the caller passes ordering's lookup (a guest cart never has any), and
 * the owner's programme price when the caller passes programmes' lookup.
 */
export async function priceStoredCart(cart: CartRow, input: { language: Language; now: Date; credit?: CartCreditLookup; programme?: ProgrammeDiscountLookup | undefined }): Promise<Cart> {
  const db = getDb();
  const lines = await listCartLines(db, cart.id);
  const codes = lines.map((line) => line.productCode);
  const { customerId } = cart;
  const [products, promotion, deals, usableCredit, programme] = await Promise.all([
    loadCartProducts(
      lines.map((line) => line.productCode),
      { language: input.language, currency: cart.currency, now: input.now },
    ),
    cart.promotionCode ? findPromoCode({ code: cart.promotionCode }) : Promise.resolve(null),
    loadCartDeals(db, codes, input.language),
    customerId !== null && input.credit ? input.credit({ id: cart.id, customerId, currency: cart.currency }) : Promise.resolve(0),
    customerId !== null && input.programme ? input.programme(customerId) : Promise.resolve(null),
  ]);
  return priceCart({ cart, lines, products, promotion, deals, now: input.now, storeCredit: { usableAmount: usableCredit }, programme });
}

/** What a browser without a cart sees: nothing, in its locale's currency. */
export function emptyCart(locale: Locale): Cart {
  return priceCart({
    cart: { id: null, currency: currencyOfLocale(locale), country: countryOfLocale(locale), promotionCode: null, rid: null, ranMid: null },
    lines: [],
    products: new Map(),
    promotion: null,
    now: new Date(),
  });
}
