import { describe, expect, it } from 'vitest';
import { availabilityOf } from '@/lib/product/availability-of';

const activeDeal = { deals: [{ is_active: true }] };
const v2 = (isActive: boolean) => [{ flash_sale_v2: { flash_sale_v2_product_details: [{ is_active: isActive }] } }];

describe('availability with its reason (spec §4)', () => {
  it('sells a house product, in stock or not', () => {
    expect(availabilityOf({ is_vendor_product: false, is_in_stock: true })).toEqual({ isUnavailable: false, isPurchasable: true, reason: null });
    expect(availabilityOf({ is_vendor_product: false, is_in_stock: false })).toEqual({ isUnavailable: false, isPurchasable: true, reason: null });
  });

  it('is sold out for a vendor or flash-sale product that is not in stock', () => {
    const soldOut = { isUnavailable: true, isPurchasable: false, reason: 'sold-out' };
    expect(availabilityOf({ is_vendor_product: true, is_in_stock: false })).toEqual(soldOut);
    expect(availabilityOf({ flash_sale: activeDeal, is_in_stock: false })).toEqual(soldOut);
    expect(availabilityOf({ has_flash_sale_v2: true, product_urls: v2(true), is_in_stock: false })).toEqual(soldOut);
  });

  it('refuses a flash-sale product with no active deal, or with an inactive v2 detail', () => {
    expect(availabilityOf({ flash_sale: { deals: [{ is_active: false }] }, is_in_stock: true })).toEqual({ isUnavailable: false, isPurchasable: false, reason: 'flash-sale-paused' });
    expect(availabilityOf({ has_flash_sale_v2: true, product_urls: v2(false), is_in_stock: true })).toEqual({
      isUnavailable: false,
      isPurchasable: false,
      reason: 'flash-sale-v2-paused',
    });
  });

  it('sells a flash-sale product with an active deal that is in stock', () => {
    expect(availabilityOf({ flash_sale: activeDeal, has_flash_sale_v2: true, product_urls: v2(true), is_in_stock: true })).toEqual({ isUnavailable: false, isPurchasable: true, reason: null });
  });
});
