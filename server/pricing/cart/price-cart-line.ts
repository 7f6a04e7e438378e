import type { CartLine } from '@/lib/contracts/pricing/cart-schemas';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import { MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-selection';
import { quoteCustomizations } from '@/lib/product/customization-price';
import type { ProductDetail, ProductVariantDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { discountedUnitAmount, tierForQuantity } from '@/lib/product/tier-pricing';
import { lineTotalWithAddOns, type AddOnAllocation } from '@/server/pricing/deals/price-add-on-deals';
import { lineAvailability, variantQuantityLimit } from './line-stock';
import type { CartLineRecord, PriceCartInput } from './price-cart';

/* One cart line's price (price-cart.ts prices the whole cart): the variant's unit price, its tier,
 * customizations, an add-on deal; or why the line cannot be bought. Pure. */

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

export function priceLine(line: CartLineRecord, product: ProductDetail | null, variantQuantities: ReadonlyMap<number, number>): PricedLine {
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
  const availability = lineAvailability(variant, inCart);
  const limit = variantQuantityLimit(variant);
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
export function withAddOnDeal(entry: PricedLine, allocations: readonly AddOnAllocation[], products: PriceCartInput['products']): PricedLine {
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
