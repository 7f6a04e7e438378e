import { describe, expect, it } from 'vitest';
import { LABEL } from '@/lib/constants/labels';
import { LOW_STOCK_THRESHOLD, schemaAvailabilityOf, stockStateOf } from '@/lib/product/stock-state';

describe('the stock message of a variant', () => {
  it('is sold out when spec §4 makes the product unavailable, whatever else', () => {
    expect(stockStateOf({ stock: 0, isUnavailable: true, isPurchasable: false, labels: [LABEL.PRE_ORDER] })).toBe('sold-out');
  });

  it('is paused, never "in stock", when it has units but cannot be bought (its flash sale is switched off)', () => {
    expect(stockStateOf({ stock: 50, isUnavailable: false, isPurchasable: false, labels: [] })).toBe('paused');
    expect(stockStateOf({ stock: 50, isUnavailable: false, isPurchasable: false, labels: [LABEL.PRE_ORDER] })).toBe('paused');
  });

  it('is a pre-order when labelled so or when a house product has nothing in stock', () => {
    expect(stockStateOf({ stock: 50, isUnavailable: false, isPurchasable: true, labels: [LABEL.PRE_ORDER] })).toBe('pre-order');
    expect(stockStateOf({ stock: 0, isUnavailable: false, isPurchasable: true, labels: [] })).toBe('pre-order');
  });

  it('warns when only a few are left', () => {
    expect(stockStateOf({ stock: LOW_STOCK_THRESHOLD, isUnavailable: false, isPurchasable: true, labels: [] })).toBe('low-stock');
    expect(stockStateOf({ stock: LOW_STOCK_THRESHOLD + 1, isUnavailable: false, isPurchasable: true, labels: [] })).toBe('in-stock');
  });

  it('maps to schema.org offer availability', () => {
    expect(schemaAvailabilityOf('in-stock')).toBe('https://schema.org/InStock');
    expect(schemaAvailabilityOf('low-stock')).toBe('https://schema.org/InStock');
    expect(schemaAvailabilityOf('pre-order')).toBe('https://schema.org/PreOrder');
    expect(schemaAvailabilityOf('sold-out')).toBe('https://schema.org/OutOfStock');
    expect(schemaAvailabilityOf('paused')).toBe('https://schema.org/OutOfStock');
  });
});
