import { describe, expect, it } from 'vitest';
import { MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-selection';
import { purchaseRefusal } from '@/server/catalog/product-detail/purchase-refusal';

const house = { is_vendor_product: false, flash_sale: null, has_flash_sale_v2: false };
const vendor = { ...house, is_vendor_product: true };
const check = (fields: object, stock: number, quantity: number) =>
  purchaseRefusal({ productCode: 'DH000001', fields: { ...fields, is_in_stock: stock > 0 }, stock, quantity });

describe('whether a variant can go into a cart', () => {
  it('accepts what is in stock', () => {
    expect(check(house, 10, 10)).toBeNull();
    expect(check(vendor, 3, 1)).toBeNull();
  });

  it('refuses more units than are in stock', () => {
    expect(check(house, 3, 4)).toBe('Only 3 of product DH000001 are in stock; ask for 3 or fewer.');
    expect(check(vendor, 1, 2)).toBe('Only 1 of product DH000001 is in stock; ask for 1 or fewer.');
  });

  it('takes a house product with nothing in stock as a pre-order', () => {
    expect(check(house, 0, 5)).toBeNull();
  });

  it('refuses an unavailable product: vendor or flash sale, nothing in stock', () => {
    expect(check(vendor, 0, 1)).toMatch(/sold out/);
    expect(check({ ...house, flash_sale: { deals: [{ is_active: true }] } }, 0, 1)).toMatch(/sold out/);
  });

  it('refuses a flash-sale product whose deal or v2 detail is not active', () => {
    expect(check({ ...house, flash_sale: { deals: [{ is_active: false }] } }, 5, 1)).toMatch(/flash sale is paused/);
    const v2 = { ...house, has_flash_sale_v2: true, product_urls: [{ flash_sale_v2: { flash_sale_v2_product_details: [{ is_active: false }] } }] };
    expect(check(v2, 5, 1)).toMatch(/flash sale is paused/);
  });

  it('refuses quantities outside 1..max', () => {
    for (const quantity of [0, -1, 1.5, MAX_CART_LINE_QUANTITY + 1]) expect(check(house, 500, quantity)).toMatch(/whole number from 1/);
  });
});
