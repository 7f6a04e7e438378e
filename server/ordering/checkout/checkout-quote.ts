import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import type { ShippingOption } from '@/lib/contracts/ordering/checkout-schemas';
import type { Language } from '@/lib/i18n/locales';
import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { loadCartProducts } from '@/server/pricing/cart/load-cart-products';
import { priceCart } from '@/server/pricing/cart/price-cart';
import { loadCartDeals } from '@/server/pricing/deals/load-cart-deals';
import type { CartLineRow, CartRow } from '@/server/pricing/cart/cart-records';
import { loadCartLines } from '@/server/pricing/cart/load-cart-lines';
import { creditBalance } from '@/server/ordering/credit/repository';
import { getDb } from '@/server/db/client';
import { findPromoCode } from '@/server/pricing/promotions/find-promo-code';
import type { PromoCodeRule } from '@/server/pricing/promotions/promo-code-rule';
import type { ProgrammeDiscountLookup } from '@/server/pricing/cart/programme-discount';
import { computeCheckoutTotals, type ComputedTotals } from './checkout-totals';
import { findCheckout, type CheckoutRow } from './repository';
import { shippingOptionsFor } from './shipping/shipping-options';

/*
 * Everything the checkout knows about a cart at one moment: the cart priced as /v1/cart prices
 * it, what the shopper entered, the shipping options for the address, the tax and the totals.
 * GET /v1/checkout shows it; place-order recomputes it and refuses when the total moved.
 */

export interface CheckoutQuote {
  cartRow: CartRow;
  lines: CartLineRow[];
  products: ReadonlyMap<string, ProductDetail | null>;
  promotion: PromoCodeRule | null;
  cart: Cart;
  checkout: CheckoutRow;
  shippingOptions: ShippingOption[];
  shipping: ShippingOption | null;
  creditBalance: number;
  totals: ComputedTotals;
  missing: string[];
}

export async function quoteCheckout(
  cartRow: CartRow,
  input: { language: Language; customerId: number | null; now: Date; programme?: ProgrammeDiscountLookup | undefined },
): Promise<CheckoutQuote> {
  const db = getDb();
  const [lines, checkout, balance, promotion, programme] = await Promise.all([
    loadCartLines(db, cartRow.id),
    findCheckout(db, cartRow.id),
    input.customerId === null ? Promise.resolve(0) : creditBalance(db, input.customerId, cartRow.currency),
    cartRow.promotionCode ? findPromoCode({ code: cartRow.promotionCode }) : Promise.resolve(null),
    // The programme price the cart showed (passed in by the route: ordering does not import programmes).
    input.customerId !== null && input.programme ? input.programme(input.customerId) : Promise.resolve(null),
  ]);
  const productCodes = lines.map((line) => line.productCode);
  // The same deals as the cart: the checkout must charge what the cart showed.
  const [products, deals] = await Promise.all([
    loadCartProducts(productCodes, { language: input.language, currency: cartRow.currency, now: input.now }),
    loadCartDeals(db, productCodes, input.language),
  ]);
  // No credit on the goods here: computeCheckoutTotals applies it to the whole order, shipping and tax included.
  const cart = priceCart({ cart: cartRow, lines, products, promotion, deals, now: input.now, storeCredit: { usableAmount: 0 }, programme });

  const countable = cart.lines.filter((line) => line.availability.status !== 'unavailable');
  const destination = checkout.shippingAddress;
  const shippingOptions = destination
    ? shippingOptionsFor({
        destination: { country: destination.country, state_or_province: destination.state_or_province, postal_code: destination.postal_code },
        currency: cart.currency,
        lines: countable.map((line) => ({ productKind: line.product_kind, categorySlug: line.category_slug, quantity: line.quantity, unitPrice: line.unit_price })),
        subtotal: Math.max(cart.total_product_price - cart.total_discount_price, 0),
        now: input.now,
      })
    : [];
  const shipping = shippingOptions.find((option) => option.code === checkout.shippingOption) ?? null;
  const totals = computeCheckoutTotals({ cart, destination, shipping, creditRequested: checkout.creditRequested, creditBalance: balance });

  const missing: string[] = [];
  if (!cart.is_checkout_ready) missing.push('cart');
  if (!checkout.email) missing.push('email');
  if (!destination) missing.push('shipping_address');
  if (!shipping) missing.push('shipping_option');
  else if (shipping.requires_date && !(checkout.shippingDate && shipping.available_dates.includes(checkout.shippingDate))) missing.push('shipping_date');

  return { cartRow, lines, products, promotion, cart, checkout, shippingOptions, shipping, creditBalance: balance, totals, missing };
}
