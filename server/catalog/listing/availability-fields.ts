import type { ProductAvailabilityFields } from '@/lib/catalog/product-availability';

/** The flash-sale and stock facts of a product (or of one variant) as the listing reads them. */
export interface AvailabilityFacts {
  isVendorProduct: boolean;
  /** A version 1 flash sale ("deal") whose window contains now, active or not. */
  flashV1Running: boolean;
  flashV1Active: boolean;
  /** A version 2 flash sale whose window contains now; its per-product detail is active or not. */
  flashV2Running: boolean;
  flashV2Active: boolean;
  inStock: boolean;
}

/**
 * Maps stored facts onto the spec §3 product fields that lib/catalog/product-availability.ts
 * judges. A product is "in a flash sale" while a sale's window is open; a sale that has ended
 * or not started yet does not bind it to its stock. A sale switched off (is_active false) while
 * its window is open is the "no active deal" / "inactive v2 detail" case of spec §4.
 */
export function availabilityFields(facts: AvailabilityFacts): ProductAvailabilityFields {
  return {
    is_vendor_product: facts.isVendorProduct,
    flash_sale: facts.flashV1Running ? { deals: [{ is_active: facts.flashV1Active }] } : null,
    has_flash_sale_v2: facts.flashV2Running,
    product_urls: facts.flashV2Running ? [{ flash_sale_v2: { flash_sale_v2_product_details: [{ is_active: facts.flashV2Active }] } }] : [],
    is_in_stock: facts.inStock,
  };
}
