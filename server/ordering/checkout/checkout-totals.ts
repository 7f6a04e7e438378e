import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import type { CheckoutTotals, ShippingOption } from '@/lib/contracts/ordering/checkout-schemas';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import type { OrderAddress } from '@/server/db/schema/ordering/orders';
import { creditToUse } from '@/server/ordering/credit/credit-to-use';
import { computeTax } from './tax/compute-tax';

/*
 * The order's money, from the priced cart (catalog prices, tiers, flash sales, promo code), the
 * shipping option and the destination's tax (pure). Order of operations:
 *   goods - promo discount + shipping (+ sales tax where it is added) = due;
 *   store credit pays part of what is due, never more than the shopper holds or than is due.
 * Tax is computed on what is paid for goods after the discount, which is shared out over the
 * lines it could cover (never gift cards) in proportion to their price; store credit is a way to
 * pay, not a discount, so it leaves tax alone.
 */

export interface CheckoutTotalsInput {
  cart: Cart;
  destination: OrderAddress | null;
  shipping: ShippingOption | null;
  /** Credit the shopper asked for and the credit held in the cart currency. */
  creditRequested: number;
  creditBalance: number;
}

export interface ComputedTotals extends CheckoutTotals {
  /** Each countable line's share of the discount and of the tax, by cart line id (order lines keep them). */
  lineShares: Map<number, { discount: number; tax: number }>;
}

function countableLines(cart: Cart) {
  return cart.lines.filter((line) => line.availability.status !== 'unavailable');
}

/** Splits `amount` over weights in proportion, the rounding remainder on the largest weight. */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  const remainder = amount - shares.reduce((sum, share) => sum + share, 0);
  const largest = weights.indexOf(Math.max(...weights));
  shares[largest] = (shares[largest] ?? 0) + remainder;
  return shares;
}

export function computeCheckoutTotals(input: CheckoutTotalsInput): ComputedTotals {
  const { cart } = input;
  const lines = countableLines(cart);
  const discountable = lines.map((line) => (line.product_kind === PRODUCT_KIND.GIFT_CARD ? 0 : line.line_total));
  const discountShares = shareOut(cart.total_discount_price, discountable);
  const shippingPrice = input.shipping?.price ?? 0;

  let taxMode: CheckoutTotals['tax_mode'];
  let taxLines: CheckoutTotals['tax_lines'] = [];
  let totalTax = 0;
  let taxShares = lines.map(() => 0);
  if (input.destination) {
    const taxed = computeTax({
      destination: { country: input.destination.country, state_or_province: input.destination.state_or_province, postal_code: input.destination.postal_code },
      currency: cart.currency,
      lines: lines.map((line, index) => ({ amount: line.line_total - (discountShares[index] ?? 0), isGiftCard: line.product_kind === PRODUCT_KIND.GIFT_CARD })),
      shippingPrice,
    });
    taxMode = taxed.mode;
    taxLines = taxed.lines;
    totalTax = taxed.total;
    taxShares = shareOut(totalTax, lines.map((line, index) => (line.product_kind === PRODUCT_KIND.GIFT_CARD ? 0 : line.line_total - (discountShares[index] ?? 0))));
  } else if (cart.tax.mode === 'included') {
    // Before an address, a VAT store shows the VAT inside its prices, as the cart does.
    taxMode = 'included';
    totalTax = cart.total_tax;
    taxLines =
      cart.tax.rate_bps === null
        ? []
        : [{ label: `VAT ${cart.tax.rate_bps / 100}% included`, kind: 'vat_included', region: '', rate_percent: String(cart.tax.rate_bps / 100), rate_bps: cart.tax.rate_bps, amount: totalTax }];
  } else {
    taxMode = 'pending_address';
  }

  const due = Math.max(cart.total_product_price - cart.total_discount_price, 0) + shippingPrice + (taxMode === 'added' ? totalTax : 0);
  const credit = creditToUse({ requested: input.creditRequested, balance: input.creditBalance, due });

  const lineShares = new Map<number, { discount: number; tax: number }>();
  lines.forEach((line, index) => lineShares.set(line.id, { discount: discountShares[index] ?? 0, tax: taxShares[index] ?? 0 }));

  return {
    currency: cart.currency,
    total_product_price: cart.total_product_price,
    total_discount_price: cart.total_discount_price,
    applied_credit_amount: credit,
    shipping_price: shippingPrice,
    total_tax: totalTax,
    tax_mode: taxMode,
    tax_lines: taxLines,
    total_amount: due - credit,
    lineShares,
  };
}
