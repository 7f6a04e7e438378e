/*
 * Availability rules of spec §4 (last bullet), typed on the product fields of spec §3.
 * Missing flags and details count against selling: a flash-sale product whose deal cannot be
 * confirmed active is not offered, rather than sold at a price nobody approved.
 */

export interface FlashSaleDeal {
  is_active?: boolean | null;
}

export interface FlashSaleV2ProductDetail {
  is_active?: boolean | null;
}

export interface ProductUrlAvailability {
  flash_sale_v2?: {
    flash_sale_v2_product_details?: readonly FlashSaleV2ProductDetail[] | null;
  } | null;
}

/** The product fields (spec §3 "Product (fields read)") that decide availability. */
export interface ProductAvailabilityFields {
  is_vendor_product?: boolean | null;
  /** Present (not null) when the product is in a flash sale. */
  flash_sale?: { deals?: readonly FlashSaleDeal[] | null } | null;
  has_flash_sale_v2?: boolean | null;
  /** The first entry carries the v2 flash sale. */
  product_urls?: readonly ProductUrlAvailability[] | null;
  is_in_stock?: boolean | null;
}

function isInFlashSale(product: ProductAvailabilityFields): boolean {
  return product.flash_sale !== undefined && product.flash_sale !== null;
}

function hasActiveFlashSaleDeal(product: ProductAvailabilityFields): boolean {
  return product.flash_sale?.deals?.some((deal) => deal.is_active === true) ?? false;
}

function isFlashSaleV2DetailActive(product: ProductAvailabilityFields): boolean {
  const detail = product.product_urls?.[0]?.flash_sale_v2?.flash_sale_v2_product_details?.[0];
  return detail?.is_active === true;
}

/**
 * Spec §4: a product is unavailable when it is a vendor product, in a flash sale or in a v2 flash
 * sale, and it is not in stock. Other products stay available out of stock (they ship later).
 */
export function isProductUnavailable(product: ProductAvailabilityFields): boolean {
  const stockBound = product.is_vendor_product === true || isInFlashSale(product) || product.has_flash_sale_v2 === true;
  return stockBound && product.is_in_stock !== true;
}

/**
 * Spec §4: a product can be bought unless it is unavailable, or it is in a flash sale with no
 * active deal, or in a v2 flash sale whose product detail is not active.
 */
export function isProductPurchasable(product: ProductAvailabilityFields): boolean {
  if (isProductUnavailable(product)) return false;
  if (isInFlashSale(product) && !hasActiveFlashSaleDeal(product)) return false;
  if (product.has_flash_sale_v2 === true && !isFlashSaleV2DetailActive(product)) return false;
  return true;
}
