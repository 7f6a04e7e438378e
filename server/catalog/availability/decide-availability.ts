import { isProductUnavailable, type ProductAvailabilityFields } from '@/lib/catalog/product-availability';
import type { ProductAvailability, ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { availabilityOf } from '@/lib/product/availability-of';
import { MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-selection';
import { stockStateOf } from '@/lib/product/stock-state';

/*
 * THE availability rule of the store (spec §4, decision 0047). Cards, facets, search, quick view,
 * the product page, deals, combos, the cart and the checkout all take what a shopper is told and
 * what a cart accepts from decideAvailability, so no two places can disagree: a product that
 * cannot be added to a cart is never "in stock, ready to ship", and a sold-out card never wears
 * a pre-order badge. SQL that filters or counts by availability mirrors it in
 * repository-availability.ts (tests check both on the same matrix).
 */

/** A product's flash sales at one moment: only sales whose window contains now count. */
export interface SaleFacts {
  /** A version 1 sale ("deal") is running, switched on or not. */
  v1Running: boolean;
  /** One of the running version 1 sales is switched on. */
  v1Active: boolean;
  /** A version 2 sale is running. */
  v2Running: boolean;
  /** The version 2 sale that counts (the first running one to end) is switched on. */
  v2Active: boolean;
}

export const NO_SALE: SaleFacts = { v1Running: false, v1Active: false, v2Running: false, v2Active: false };

export interface AvailabilityFacts {
  isVendorProduct: boolean;
  sale: SaleFacts;
  /** Units of the variant; for a whole product, the units of all its variants. */
  stock: number;
  labels: readonly number[];
}

/** The facts in the spec §3 shape that lib/catalog/product-availability.ts judges. */
export function specFieldsOf(facts: AvailabilityFacts): ProductAvailabilityFields {
  const { sale } = facts;
  return {
    is_vendor_product: facts.isVendorProduct,
    flash_sale: sale.v1Running ? { deals: [{ is_active: sale.v1Active }] } : null,
    has_flash_sale_v2: sale.v2Running,
    product_urls: sale.v2Running ? [{ flash_sale_v2: { flash_sale_v2_product_details: [{ is_active: sale.v2Active }] } }] : [],
    is_in_stock: facts.stock > 0,
  };
}

/**
 * Whether it can be bought, why not, what the shopper is told, and how many units a cart may
 * hold: vendor and flash-sale products sell only what is in stock; a house product with stock
 * sells at most that stock; a house product with none is a pre-order, limited only by the line
 * maximum.
 */
export function decideAvailability(facts: AvailabilityFacts): ProductAvailability {
  const fields = specFieldsOf(facts);
  const { isUnavailable, isPurchasable, reason } = availabilityOf(fields);
  const stock = Math.max(facts.stock, 0);
  const state = stockStateOf({ stock, isUnavailable, isPurchasable, labels: facts.labels });
  const stockBound = isProductUnavailable({ ...fields, is_in_stock: false });
  const maxQuantity = !isPurchasable ? 0 : stock > 0 || stockBound ? Math.min(stock, MAX_CART_LINE_QUANTITY) : MAX_CART_LINE_QUANTITY;
  return { isUnavailable, isPurchasable, reason, state, maxQuantity };
}

/** The sale facts a product detail carries in its spec §3 fields. */
export function saleFactsOfDetail(product: Pick<ProductDetail, 'flash_sale' | 'has_flash_sale_v2' | 'product_urls'>): SaleFacts {
  return {
    v1Running: product.flash_sale !== null,
    v1Active: product.flash_sale?.deals.some((deal) => deal.is_active) ?? false,
    v2Running: product.has_flash_sale_v2,
    v2Active: product.product_urls[0]?.flash_sale_v2?.flash_sale_v2_product_details[0]?.is_active ?? false,
  };
}

/**
 * A variant's availability again with the stock read under lock at checkout: the last unit may
 * have sold since the product was loaded.
 */
export function availabilityAtStock(product: ProductDetail, stock: number): ProductAvailability {
  return decideAvailability({ isVendorProduct: product.is_vendor_product, sale: saleFactsOfDetail(product), stock, labels: product.labels });
}
