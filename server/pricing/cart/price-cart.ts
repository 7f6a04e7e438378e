import type { Cart, CartLine } from '@/lib/contracts/pricing/cart-schemas';
import { includedVat } from '@/lib/cart/money';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import { MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-selection';
import { quoteCustomizations } from '@/lib/product/customization-price';
import type { ProductDetail, ProductVariantDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { discountedUnitAmount, tierForQuantity } from '@/lib/product/tier-pricing';
import type { CartLineGiftCard } from '@/server/db/schema/pricing/cart';
import { allocateAddOnDeals, lineTotalWithAddOns, unitPricesOf, type AddOnAllocation, type AddOnDealRule } from '@/server/pricing/deals/price-add-on-deals';
import { applyComboDeals, type ComboDealRule } from '@/server/pricing/deals/price-combo-deals';
import { evaluatePromotion, type PromotionResult } from '@/server/pricing/promotions/evaluate-promotion';
import type { PromoCodeRule } from '@/server/pricing/promotions/promo-code-rule';
import { lineAvailability, variantQuantityLimit } from './line-stock';
import { includedVatRateOf } from './tax-rates';

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

export interface CartRecord {
  id: string | null;
  currency: string;
  country: string;
  promotionCode: string | null;
  rid: string | null;
  ranMid: string | null;
}

export interface CartLineRecord {
  id: number;
  productCode: string;
  variantId: number;
  quantity: number;
  optionChoices: Record<string, string>;
  personalization: Record<string, string>;
  giftCard: CartLineGiftCard | null;
  nameSnapshot: string;
  imageKeySnapshot: string;
}

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
  /** Add-on and combo deals among the cart's products; none when left out. */
  deals?: CartDealsInput;
  now: Date;
}

export interface CartDealsInput {
  addOns: readonly AddOnDealRule[];
  combos: readonly ComboDealRule[];
}

/** Unit price parts a deal is computed from. */
interface LinePricing {
  baseUnit: number;
  listUnit: number;
  optionsAmount: number;
}

interface PricedLine {
  line: CartLine;
  /** Counts towards the totals. */
  countable: boolean;
  categorySlug: string;
  isGiftCard: boolean;
  pricing: LinePricing;
}

function variantOptionLabels(product: ProductDetail, variant: ProductVariantDetail): CartLine['variant_options'] {
  return product.optionGroups.flatMap((group) => {
    const value = variant.options[group.name];
    if (!value) return [];
    return [{ name: group.name, label: group.values.find((entry) => entry.value === value)?.label ?? value }];
  });
}

function customizationLabels(product: ProductDetail, choices: Record<string, string>, texts: Record<string, string>): CartLine['customizations'] {
  return product.customizations.flatMap((option): CartLine['customizations'] => {
    if (option.kind === 'text') {
      const text = texts[option.code];
      return text === undefined ? [] : [{ code: option.code, name: option.name, value: text, amount: option.priceDelta }];
    }
    const choice = option.choices.find((candidate) => candidate.code === choices[option.code]);
    // The default choice (the included warranty, no headrest) goes without saying.
    if (!choice || choice.isDefault) return [];
    return [{ code: option.code, name: option.name, value: choice.label, amount: choice.priceDelta }];
  });
}

function giftCardOf(line: CartLineRecord): CartLine['gift_card'] {
  if (!line.giftCard) return null;
  const { email, from, message, sendAt } = line.giftCard;
  return { email, from, message, send_at: sendAt };
}

function unavailableLine(line: CartLineRecord, product: ProductDetail | null): PricedLine {
  return {
    countable: false,
    categorySlug: product?.categorySlug ?? '',
    isGiftCard: product?.kind === PRODUCT_KIND.GIFT_CARD,
    pricing: { baseUnit: 0, listUnit: 0, optionsAmount: 0 },
    line: {
      id: line.id,
      product_id: product?.id ?? 0,
      product_code: line.productCode,
      product_name: product?.product_name ?? line.nameSnapshot,
      product_slug: product?.slug ?? '',
      category_slug: product?.categorySlug ?? '',
      category_name: product?.category_name ?? '',
      product_kind: product?.kind ?? PRODUCT_KIND.PRODUCT,
      variant_id: line.variantId,
      sku: '',
      image_key: line.imageKeySnapshot,
      variant_options: [],
      customizations: [],
      gift_card: giftCardOf(line),
      quantity: line.quantity,
      max_quantity: line.quantity,
      unit_price: 0,
      compare_at_price: null,
      flash_sale_percent_off: null,
      tier_percent_off: null,
      line_total: 0,
      savings: 0,
      add_on_deal: null,
      availability: { status: 'unavailable', available_quantity: null },
    },
  };
}

function priceLine(line: CartLineRecord, product: ProductDetail | null, variantQuantities: ReadonlyMap<number, number>): PricedLine {
  const variant = product?.variants.find((candidate) => candidate.id === line.variantId);
  if (!product || !variant) return unavailableLine(line, product);

  // Options the catalog has since withdrawn are dropped from the price rather than charged.
  const options = quoteCustomizations(product.customizations, line.optionChoices, line.personalization);
  const tier = tierForQuantity(product.priceTiers, line.quantity);
  const baseUnit = variant.price.amount;
  const tierUnit = tier ? discountedUnitAmount(baseUnit, tier.percentOff) : baseUnit;
  const unitPrice = tierUnit + options.amount;
  const listUnit = Math.max(variant.price.compareAtAmount ?? baseUnit, baseUnit);
  const compareAt = listUnit > tierUnit ? listUnit + options.amount : null;

  const inCart = variantQuantities.get(variant.id) ?? line.quantity;
  const availability = lineAvailability(product, variant, inCart);
  const limit = variantQuantityLimit(product, variant);
  const maxQuantity = Math.min(MAX_CART_LINE_QUANTITY, Math.max(limit - (inCart - line.quantity), 0));

  return {
    countable: availability.status !== 'unavailable',
    categorySlug: product.categorySlug,
    isGiftCard: product.kind === PRODUCT_KIND.GIFT_CARD,
    pricing: { baseUnit, listUnit, optionsAmount: options.amount },
    line: {
      id: line.id,
      product_id: product.id,
      product_code: product.product_url_code,
      product_name: product.product_name,
      product_slug: product.slug,
      category_slug: product.categorySlug,
      category_name: product.category_name,
      product_kind: product.kind,
      variant_id: variant.id,
      sku: variant.sku,
      image_key: variant.imageKey,
      variant_options: variantOptionLabels(product, variant),
      customizations: customizationLabels(product, options.choices, options.personalization),
      gift_card: giftCardOf(line),
      quantity: line.quantity,
      max_quantity: maxQuantity,
      unit_price: unitPrice,
      compare_at_price: compareAt,
      flash_sale_percent_off: variant.price.flashSalePercentOff,
      tier_percent_off: tier?.percentOff ?? null,
      line_total: unitPrice * line.quantity,
      savings: compareAt === null ? 0 : (compareAt - unitPrice) * line.quantity,
      add_on_deal: null,
      availability,
    },
  };
}

/** The line with its add-on deal units priced in: struck through at the list price. */
function withAddOnDeal(entry: PricedLine, allocations: readonly AddOnAllocation[], products: PriceCartInput['products']): PricedLine {
  const [best] = allocations;
  if (!best) return entry;
  const { line, pricing } = entry;
  const lineTotal = lineTotalWithAddOns({ quantity: line.quantity, unitPrice: line.unit_price }, allocations);
  const compareAt = Math.max(pricing.listUnit + pricing.optionsAmount, line.unit_price);
  const main = products.get(best.mainProductCode);
  return {
    ...entry,
    line: {
      ...line,
      line_total: lineTotal,
      compare_at_price: compareAt,
      savings: compareAt * line.quantity - lineTotal,
      add_on_deal: {
        main_product_code: best.mainProductCode,
        main_product_name: main?.product_name ?? best.mainProductCode,
        percent_off: best.percentOff,
        units: allocations.reduce((sum, allocation) => sum + allocation.units, 0),
        unit_price: best.unitPrice,
      },
    },
  };
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

  const evaluated = input.promotion
    ? evaluatePromotion(input.promotion, {
        currency: cart.currency,
        now: input.now,
        lines: countable.map((entry) => ({ categorySlug: entry.categorySlug, isGiftCard: entry.isGiftCard, lineTotal: entry.line.line_total })),
      })
    : null;
  // The promo code comes off the line totals; with a combo as well it never takes the total below 0.
  const promotionResult = evaluated ? { ...evaluated, discount: Math.min(evaluated.discount, totalProductPrice - comboDiscount) } : null;
  const discount = (promotionResult?.discount ?? 0) + comboDiscount;

  const vatRate = includedVatRateOf(cart.country);
  // Promo and combo discounts only ever cover goods, so they come off the VAT-bearing part in full.
  const goodsTotal = countable.filter((entry) => !entry.isGiftCard).reduce((sum, entry) => sum + entry.line.line_total, 0);
  const totalTax = vatRate === null ? 0 : includedVat(Math.max(goodsTotal - discount, 0), vatRate);

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
    affiliate: { rid: cart.rid, ranMID: cart.ranMid },
    is_checkout_ready: lines.length > 0 && lines.every((line) => line.availability.status !== 'unavailable' && line.availability.status !== 'exceeds_stock'),
  };
}
