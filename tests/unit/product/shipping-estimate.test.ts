import { describe, expect, it } from 'vitest';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import { estimateShipping, shippingRegionOf } from '@/lib/product/shipping-estimate';

describe('the shipping estimate', () => {
  it('ships furniture in stock as a parcel in 3–7 business days in the US, later further away', () => {
    expect(estimateShipping({ country: 'US', productKind: PRODUCT_KIND.PRODUCT, stockState: 'in-stock' })).toEqual({ method: 'parcel', minBusinessDays: 3, maxBusinessDays: 7 });
    expect(estimateShipping({ country: 'CA', productKind: PRODUCT_KIND.NEW_PRODUCT, stockState: 'low-stock' })).toEqual({ method: 'parcel', minBusinessDays: 4, maxBusinessDays: 8 });
    expect(estimateShipping({ country: 'de', productKind: PRODUCT_KIND.PRODUCT, stockState: 'in-stock' })).toEqual({ method: 'parcel', minBusinessDays: 5, maxBusinessDays: 9 });
    expect(estimateShipping({ country: 'AE', productKind: PRODUCT_KIND.PRODUCT, stockState: 'in-stock' })).toEqual({ method: 'parcel', minBusinessDays: 7, maxBusinessDays: 14 });
  });

  it('ships pods by white-glove freight in weeks, four more when built to order', () => {
    expect(estimateShipping({ country: 'US', productKind: PRODUCT_KIND.POD, stockState: 'in-stock' })).toEqual({ method: 'freight', minWeeks: 3, maxWeeks: 5, builtToOrder: false });
    expect(estimateShipping({ country: 'FR', productKind: PRODUCT_KIND.POD, stockState: 'pre-order' })).toEqual({ method: 'freight', minWeeks: 9, maxWeeks: 12, builtToOrder: true });
  });

  it('ships pre-orders with the next batch, a week later outside the US', () => {
    expect(estimateShipping({ country: 'US', productKind: PRODUCT_KIND.PRODUCT, stockState: 'pre-order' })).toEqual({ method: 'pre-order', minWeeks: 4, maxWeeks: 6 });
    expect(estimateShipping({ country: 'GB', productKind: PRODUCT_KIND.PRODUCT, stockState: 'pre-order' })).toEqual({ method: 'pre-order', minWeeks: 5, maxWeeks: 7 });
  });

  it('sends gift cards by e-mail and promises nothing for a sold-out product', () => {
    expect(estimateShipping({ country: 'US', productKind: PRODUCT_KIND.GIFT_CARD, stockState: 'in-stock' })).toEqual({ method: 'email' });
    expect(estimateShipping({ country: 'US', productKind: PRODUCT_KIND.PRODUCT, stockState: 'sold-out' })).toEqual({ method: 'none' });
  });

  it('groups countries into shipping regions', () => {
    expect(['US', 'CA', 'GB', 'FR', 'NL', 'CH', 'JP'].map(shippingRegionOf)).toEqual(['us', 'ca', 'europe', 'europe', 'europe', 'europe', 'world']);
  });
});
