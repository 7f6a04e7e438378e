import { describe, expect, it } from 'vitest';
import { isProductPurchasable, isProductUnavailable } from '@/lib/catalog/product-availability';
import { availabilityFields, flashSaleState } from '@/server/catalog/product-detail/flash-sale-state';
import type { FlashSaleRow } from '@/server/catalog/product-detail/repository';

const NOW = new Date('2026-11-21T12:00:00Z');
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);
let id = 1;
const sale = (over: Partial<FlashSaleRow>): FlashSaleRow => ({ id: id++, version: 1, percentOff: 20, startsAt: hours(-5), endsAt: hours(10), isActive: true, ...over });

describe('reading flash-sale rows as the spec §3 fields', () => {
  it('leaves a product without a sale, or with an expired or upcoming one, an ordinary product', () => {
    for (const sales of [[], [sale({ startsAt: hours(-50), endsAt: hours(-1) })], [sale({ version: 2, startsAt: hours(2), endsAt: hours(30) })]]) {
      const state = flashSaleState(sales, NOW);
      expect(state).toMatchObject({ flash_sale: null, has_flash_sale_v2: false, flash_sale_v2: null, appliedPercentOff: null, appliedEndsAt: null });
    }
  });

  it('lists open v1 sales as deals with their is_active flag and applies the active one', () => {
    const active = sale({ percentOff: 25, endsAt: hours(3) });
    const paused = sale({ percentOff: 40, isActive: false });
    const state = flashSaleState([active, paused], NOW);
    expect(state.flash_sale?.deals.map((deal) => [deal.percent_off, deal.is_active])).toEqual([
      [25, true],
      [40, false],
    ]);
    expect(state.appliedPercentOff).toBe(25);
    expect(state.appliedEndsAt).toEqual(hours(3));
  });

  it('puts the open v2 sale on the first product_urls entry with its product detail', () => {
    const v2 = sale({ version: 2, percentOff: 15, isActive: false });
    const state = flashSaleState([v2], NOW);
    expect(state.has_flash_sale_v2).toBe(true);
    const fields = availabilityFields({ isVendorProduct: false, productUrlCode: 'DH1', state, isInStock: true });
    expect(fields.product_urls[0]?.flash_sale_v2?.flash_sale_v2_product_details).toEqual([{ is_active: false, percent_off: 15 }]);
    expect(isProductPurchasable(fields)).toBe(false);
    expect(state.appliedPercentOff).toBeNull();
  });

  it('makes a flash-sale product out of stock unavailable', () => {
    const state = flashSaleState([sale({})], NOW);
    expect(isProductUnavailable(availabilityFields({ isVendorProduct: false, productUrlCode: 'DH1', state, isInStock: false }))).toBe(true);
    expect(isProductUnavailable(availabilityFields({ isVendorProduct: false, productUrlCode: 'DH1', state: flashSaleState([], NOW), isInStock: false }))).toBe(false);
  });

  it('takes the largest active discount and ends the countdown with that sale', () => {
    const state = flashSaleState([sale({ percentOff: 10, endsAt: hours(1) }), sale({ version: 2, percentOff: 30, endsAt: hours(8) })], NOW);
    expect(state.appliedPercentOff).toBe(30);
    expect(state.appliedEndsAt).toEqual(hours(8));
  });

  it('knows when the page next needs rendering: the next start or end of any sale', () => {
    expect(flashSaleState([sale({ endsAt: hours(6) }), sale({ version: 2, startsAt: hours(2), endsAt: hours(9) })], NOW).nextChangeAt).toEqual(hours(2));
    expect(flashSaleState([sale({ startsAt: hours(-9), endsAt: hours(-1) })], NOW).nextChangeAt).toBeNull();
  });
});
