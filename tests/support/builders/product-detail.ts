import type { ProductAvailability, ProductDetail, ProductVariantDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { decideAvailability, NO_SALE } from '@/server/catalog/availability/decide-availability';
import type { CartLineRecord, CartRecord } from '@/server/pricing/cart/price-cart';
import type { PromoCodeRule } from '@/server/pricing/promotions/promo-code-rule';

/* Plain objects for tests without a database: a product detail as the catalog hands it over (the
 * product page, the cart's pricing), a stored cart and its lines, a promo code rule. */

/** A vendor or flash-sale variant with nothing in stock. */
export const SOLD_OUT: ProductAvailability = { isUnavailable: true, isPurchasable: false, reason: 'sold-out', state: 'sold-out', maxQuantity: 0 };
/** A variant in stock whose flash sale is switched off. */
export const SALE_PAUSED: ProductAvailability = { isUnavailable: false, isPurchasable: false, reason: 'flash-sale-paused', state: 'paused', maxQuantity: 0 };

/** A house product's availability at this stock, by the store's rule. */
export const houseAvailability = (stock: number): ProductAvailability => decideAvailability({ isVendorProduct: false, sale: NO_SALE, stock, labels: [] });

export function buildVariantDetail(overrides: Partial<ProductVariantDetail> & { amount?: number; compareAtAmount?: number | null; flashSalePercentOff?: number | null } = {}): ProductVariantDetail {
  const { amount = 10_000, compareAtAmount = null, flashSalePercentOff = null, ...rest } = overrides;
  const stock = rest.stock ?? 10;
  return {
    id: 1,
    sku: 'SKU-1',
    options: {},
    colourHex: '#cccccc',
    imageKey: 'desk-walnut',
    stock,
    isDefault: true,
    price: { amount, compareAtAmount, currency: 'USD', flashSalePercentOff },
    is_in_stock: stock > 0,
    availability: houseAvailability(stock),
    ...rest,
  };
}

export function buildProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const variants = overrides.variants ?? [buildVariantDetail()];
  return {
    id: 1,
    product_name: 'Desk',
    product_url_code: 'DH1',
    product_url_sequence_code: 'seq-1',
    product_price: variants[0]?.price.amount ?? 0,
    quantity: variants.reduce((sum, variant) => sum + variant.stock, 0),
    category_name: 'Standing desks',
    promotion_code: null,
    vendor_code: null,
    is_vendor_product: false,
    flash_sale: null,
    has_flash_sale_v2: false,
    product_urls: [{ product_url_code: 'DH1', flash_sale_v2: null }],
    is_in_stock: true,
    slug: 'desk',
    categorySlug: 'standing-desks',
    kind: 1,
    shortDescription: '',
    vendor: null,
    ratingAverage: 0,
    reviewCount: 0,
    labels: [],
    currency: 'USD',
    availability: houseAvailability(variants.reduce((sum, variant) => sum + variant.stock, 0)),
    flashSaleEndsAt: null,
    variants,
    optionGroups: [],
    sections: [],
    priceTiers: [],
    customizations: [],
    ...overrides,
  };
}

let lineId = 0;
export function buildCartLine(overrides: Partial<CartLineRecord> = {}): CartLineRecord {
  lineId += 1;
  return {
    id: lineId,
    productCode: 'DH1',
    variantId: 1,
    quantity: 1,
    optionChoices: {},
    personalization: {},
    giftCard: null,
    nameSnapshot: 'Desk (when added)',
    imageKeySnapshot: 'desk-walnut',
    ...overrides,
  };
}

export function buildCartRecord(overrides: Partial<CartRecord> = {}): CartRecord {
  return { id: 'cart-1', currency: 'USD', country: 'US', promotionCode: null, rid: null, ranMid: null, ...overrides };
}

export function buildPromoRule(overrides: Partial<PromoCodeRule> = {}): PromoCodeRule {
  return {
    code: 'SAVE',
    kind: 'percent',
    percentOff: 10,
    amountsOff: {},
    minSubtotals: {},
    categorySlugs: null,
    startsAt: null,
    endsAt: null,
    isActive: true,
    maxUses: null,
    usedCount: 0,
    ...overrides,
  };
}
