import { describe, expect, it } from 'vitest';
import { isProductPurchasable, isProductUnavailable, type ProductAvailabilityFields } from '@/lib/catalog/product-availability';

function createProduct(overrides: Partial<ProductAvailabilityFields> = {}): ProductAvailabilityFields {
  return { is_vendor_product: false, flash_sale: null, has_flash_sale_v2: false, product_urls: [], is_in_stock: true, ...overrides };
}

const activeDeal = { deals: [{ is_active: false }, { is_active: true }] };
const inactiveDeal = { deals: [{ is_active: false }] };
const v2Urls = (isActive: boolean | null) => [{ flash_sale_v2: { flash_sale_v2_product_details: [{ is_active: isActive }, { is_active: true }] } }];

describe('isProductUnavailable (spec §4)', () => {
  it('is false for a regular product in stock', () => {
    expect(isProductUnavailable(createProduct())).toBe(false);
  });

  it('is false for a regular product out of stock, which is not stock-bound', () => {
    expect(isProductUnavailable(createProduct({ is_in_stock: false }))).toBe(false);
  });

  it('is true for a vendor product out of stock', () => {
    expect(isProductUnavailable(createProduct({ is_vendor_product: true, is_in_stock: false }))).toBe(true);
  });

  it('is true for a flash-sale product out of stock', () => {
    expect(isProductUnavailable(createProduct({ flash_sale: activeDeal, is_in_stock: false }))).toBe(true);
  });

  it('is true for a v2 flash-sale product out of stock', () => {
    expect(isProductUnavailable(createProduct({ has_flash_sale_v2: true, product_urls: v2Urls(true), is_in_stock: false }))).toBe(true);
  });

  it('is false for vendor and flash-sale products in stock', () => {
    expect(isProductUnavailable(createProduct({ is_vendor_product: true, flash_sale: activeDeal, has_flash_sale_v2: true }))).toBe(false);
  });

  it('treats a stock-bound product with no stock flag as out of stock', () => {
    expect(isProductUnavailable(createProduct({ is_vendor_product: true, is_in_stock: undefined }))).toBe(true);
    expect(isProductUnavailable(createProduct({ is_vendor_product: true, is_in_stock: null }))).toBe(true);
  });

  it('treats a product with no flags at all as available', () => {
    expect(isProductUnavailable({})).toBe(false);
  });
});

describe('isProductPurchasable (spec §4)', () => {
  it('is true for a regular product, in stock or not', () => {
    expect(isProductPurchasable(createProduct())).toBe(true);
    expect(isProductPurchasable(createProduct({ is_in_stock: false }))).toBe(true);
  });

  it('is false when the product is unavailable', () => {
    expect(isProductPurchasable(createProduct({ is_vendor_product: true, is_in_stock: false }))).toBe(false);
  });

  it('is true for a vendor product in stock', () => {
    expect(isProductPurchasable(createProduct({ is_vendor_product: true }))).toBe(true);
  });

  it('is true for a flash-sale product with an active deal', () => {
    expect(isProductPurchasable(createProduct({ flash_sale: activeDeal }))).toBe(true);
  });

  it('is false for a flash-sale product with no active deal', () => {
    expect(isProductPurchasable(createProduct({ flash_sale: inactiveDeal }))).toBe(false);
    expect(isProductPurchasable(createProduct({ flash_sale: { deals: [] } }))).toBe(false);
    expect(isProductPurchasable(createProduct({ flash_sale: {} }))).toBe(false);
    expect(isProductPurchasable(createProduct({ flash_sale: { deals: [{ is_active: null }] } }))).toBe(false);
  });

  it('is true for a v2 flash-sale product whose first detail is active', () => {
    expect(isProductPurchasable(createProduct({ has_flash_sale_v2: true, product_urls: v2Urls(true) }))).toBe(true);
  });

  it('is false for a v2 flash-sale product whose first detail is inactive, even if a later one is active', () => {
    expect(isProductPurchasable(createProduct({ has_flash_sale_v2: true, product_urls: v2Urls(false) }))).toBe(false);
    expect(isProductPurchasable(createProduct({ has_flash_sale_v2: true, product_urls: v2Urls(null) }))).toBe(false);
  });

  it('is false for a v2 flash-sale product with no detail to confirm the sale', () => {
    expect(isProductPurchasable(createProduct({ has_flash_sale_v2: true, product_urls: [] }))).toBe(false);
    expect(isProductPurchasable(createProduct({ has_flash_sale_v2: true, product_urls: null }))).toBe(false);
    expect(isProductPurchasable(createProduct({ has_flash_sale_v2: true, product_urls: [{ flash_sale_v2: null }] }))).toBe(false);
    expect(isProductPurchasable(createProduct({ has_flash_sale_v2: true, product_urls: [{ flash_sale_v2: { flash_sale_v2_product_details: [] } }] }))).toBe(false);
  });

  it('ignores an inactive v2 detail when the product is not flagged for the v2 flash sale', () => {
    expect(isProductPurchasable(createProduct({ has_flash_sale_v2: false, product_urls: v2Urls(false) }))).toBe(true);
  });

  it('requires both flash sales to be active when a product is in both', () => {
    expect(isProductPurchasable(createProduct({ flash_sale: activeDeal, has_flash_sale_v2: true, product_urls: v2Urls(true) }))).toBe(true);
    expect(isProductPurchasable(createProduct({ flash_sale: inactiveDeal, has_flash_sale_v2: true, product_urls: v2Urls(true) }))).toBe(false);
    expect(isProductPurchasable(createProduct({ flash_sale: activeDeal, has_flash_sale_v2: true, product_urls: v2Urls(false) }))).toBe(false);
  });
});
