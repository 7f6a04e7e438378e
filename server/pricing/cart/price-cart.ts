import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { includedVat } from '@/lib/cart/money';
import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import type { CartLineRow, CartRow } from './cart-records';
import { allocateAddOnDeals, unitPricesOf, type AddOnDealRule } from '@/server/pricing/deals/price-add-on-deals';
import { applyComboDeals, type ComboDealRule } from '@/server/pricing/deals/price-combo-deals';
import { evaluatePromotion, type PromotionResult } from '@/server/pricing/promotions/evaluate-promotion';
import type { PromoCodeRule } from '@/server/pricing/promotions/promo-code-rule';
import { includedVatRateOf } from './tax-rates';
import { priceLine, withAddOnDeal } from './price-cart-line';
import { programmeDiscountAmount, type ProgrammeDiscount } from './programme-discount';

/*
 * The cart's prices, computed from the catalog as it is now (pure: the use cases load the data).
 * Per line: the variant's price with any running flash sale (v1 or v2, already in the product
 * detail), the buy-more-save-more tier its quantity reaches, then the customization charges.
 * Then the deals (server/pricing/deals): an add-on deal lowers the price of add-on units while their main
 * product is in the cart (in the line: add_on_deal, compare_at_price, savings); a complete combo
 * takes its percentage off its units, as a saving line of its own (combo_deals) counted in
 * total_discount_price. Then the promo code over the line totals it covers (capped so the
 * discounts never pass the subtotal), store credit, and tax:
 * - GB and the EU show VAT-inclusive prices: total_tax is the VAT part of what is paid for goods
 *   (gift cards carry no VAT), at the country's standard rate (tax-rates.ts);
 * - elsewhere (US, CA) tax depends on the shipping address: 0 here, computed at checkout.
 * Lines that cannot be bought (gone from the catalog, not sold in this currency, sold out,
 * flash sale paused) stay visible but count towards no total; a line above stock counts but
 * holds the checkout back (is_checkout_ready).
 */

/** A cart as pricing reads it; a cart not stored yet (an empty preview) has no id. */
export type CartRecord = Omit<CartRow, 'id' | 'customerId'> & { id: string | null };

/** A stored line as pricing reads it: which cart it belongs to and its merge key do not matter here. */
export type CartLineRecord = Omit<CartLineRow, 'cartId' | 'lineKey'>;

/**
 * Store credit (spec §3 appliedCreditAmount): what the shopper chose to use and holds, from
 * ordering (priceStoredCart's CartCreditLookup). Whatever is passed is capped by what is left to
 * pay. The checkout prices the cart without it and applies credit to the whole order instead.
 */
export interface StoreCreditInput {
  /** Credit the shopper asked to use and holds, in the cart currency's minor units. */
  usableAmount: number;
}

export interface PriceCartInput {
  cart: CartRecord;
  lines: readonly CartLineRecord[];
  /** Product details by product code, in the shopper's language and the cart's currency; null when not sold. */
  products: ReadonlyMap<string, ProductDetail | null>;
  promotion: PromoCodeRule | null;
  storeCredit?: StoreCreditInput;
  /** The shopper's programme price (programme-discount.ts), taken off the goods after the deals. */
  programme?: ProgrammeDiscount | null;
  /** Add-on and combo deals among the cart's products; none when left out. */
  deals?: CartDealsInput;
  now: Date;
}

export interface CartDealsInput {
  addOns: readonly AddOnDealRule[];
  combos: readonly ComboDealRule[];
}

function promotionView(rule: PromoCodeRule, result: PromotionResult): Cart['promotion'] {
  return {
    code: rule.code,
    kind: rule.kind,
    percent_off: rule.kind === 'percent' ? rule.percentOff : null,
    amount_off: result.amountOff,
    min_subtotal: result.minSubtotal,
    category_slugs: rule.categorySlugs,
    ends_at: rule.endsAt?.toISOString() ?? null,
    status: result.status,
    eligible_subtotal: result.eligibleSubtotal,
    discount: result.discount,
  };
}

export function priceCart(input: PriceCartInput): Cart {
  const { cart, products } = input;
  const variantQuantities = new Map<number, number>();
  for (const line of input.lines) variantQuantities.set(line.variantId, (variantQuantities.get(line.variantId) ?? 0) + line.quantity);

  const basePriced = input.lines.map((line) => priceLine(line, products.get(line.productCode) ?? null, variantQuantities));
  const dealLines = basePriced.map((entry) => ({
    productCode: entry.line.product_code,
    quantity: entry.line.quantity,
    countable: entry.countable && !entry.isGiftCard,
    unitPrice: entry.line.unit_price,
    baseUnit: entry.pricing.baseUnit,
    optionsAmount: entry.pricing.optionsAmount,
  }));
  const allocations = allocateAddOnDeals(dealLines, input.deals?.addOns ?? []);
  const priced = basePriced.map((entry, index) => withAddOnDeal(entry, allocations[index] ?? [], products));
  const countable = priced.filter((entry) => entry.countable);
  const totalProductPrice = countable.reduce((sum, entry) => sum + entry.line.line_total, 0);
  const lineSavings = countable.reduce((sum, entry) => sum + entry.line.savings, 0);

  const combos = applyComboDeals(
    priced.flatMap((entry, index) =>
      entry.countable && !entry.isGiftCard
        ? [{ productCode: entry.line.product_code, unitPrices: unitPricesOf({ quantity: entry.line.quantity, unitPrice: entry.line.unit_price }, allocations[index] ?? []) }]
        : [],
    ),
    input.deals?.combos ?? [],
  );
  const comboDiscount = Math.min(
    combos.reduce((sum, combo) => sum + combo.discount, 0),
    totalProductPrice,
  );

  // Goods only (never gift cards), after the combos: the programme price, then the promo code over the rest.
  const goodsBeforeProgramme = countable.filter((entry) => !entry.isGiftCard).reduce((sum, entry) => sum + entry.line.line_total, 0);
  const programmeDiscount = Math.min(programmeDiscountAmount(Math.max(goodsBeforeProgramme - comboDiscount, 0), input.programme), totalProductPrice - comboDiscount);

  const evaluated = input.promotion
    ? evaluatePromotion(input.promotion, {
        currency: cart.currency,
        now: input.now,
        lines: countable.map((entry) => ({ categorySlug: entry.categorySlug, isGiftCard: entry.isGiftCard, lineTotal: entry.line.line_total })),
      })
    : null;
  // The promo code comes off the line totals; with a combo as well it never takes the total below 0.
  const promotionResult = evaluated ? { ...evaluated, discount: Math.min(evaluated.discount, totalProductPrice - comboDiscount - programmeDiscount) } : null;
  const discount = (promotionResult?.discount ?? 0) + comboDiscount + programmeDiscount;

  const vatRate = includedVatRateOf(cart.country);
  // Promo, combo and programme discounts only ever cover goods, so they come off the VAT-bearing part in full.
  const totalTax = vatRate === null ? 0 : includedVat(Math.max(goodsBeforeProgramme - discount, 0), vatRate);

  const dueBeforeCredit = Math.max(totalProductPrice - discount, 0);
  const credit = Math.min(Math.max(input.storeCredit?.usableAmount ?? 0, 0), dueBeforeCredit);

  const lines = priced.map((entry) => entry.line);
  return {
    id: cart.id,
    currency: cart.currency,
    country: cart.country,
    lines,
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    total_product_price: totalProductPrice,
    total_discount_price: discount,
    total_tax: totalTax,
    total_amount: dueBeforeCredit - credit,
    total_savings: lineSavings + discount,
    applied_credit_amount: credit,
    tax: { mode: vatRate === null ? 'at_checkout' : 'included', rate_bps: vatRate },
    promotion_code: input.promotion?.code ?? cart.promotionCode,
    promotion: input.promotion && promotionResult ? promotionView(input.promotion, promotionResult) : null,
    combo_deals: combos.map((combo) => ({
      id: combo.id,
      code: combo.code,
      name: combo.name,
      percent_off: combo.percentOff,
      sets: combo.sets,
      discount: combo.discount,
      product_codes: combo.productCodes,
    })),
    programme_discount: input.programme && programmeDiscount > 0 ? { programme: input.programme.programme, discount_bps: input.programme.discountBps, discount: programmeDiscount } : null,
    affiliate: { rid: cart.rid, ranMID: cart.ranMid },
    is_checkout_ready: lines.length > 0 && lines.every((line) => line.availability.status !== 'unavailable' && line.availability.status !== 'exceeds_stock'),
  };
}
