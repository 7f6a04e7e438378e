import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingOptionSchema } from '@/lib/contracts/ordering/checkout-schemas';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import { shippingOptionsFor, type ShippingCartLine, type ShippingOptionsInput } from '@/server/ordering/checkout/shipping/shipping-options';
import { SHIPPING_RATES } from '@/server/ordering/checkout/shipping/shipping-rates';

// Wednesday 18 November 2026, 10:00 in Los Angeles (18:00 UTC), before the 14:00 cut-off.
const WEDNESDAY_MORNING_LA = new Date('2026-11-18T18:00:00Z');

const chair: ShippingCartLine = { productKind: PRODUCT_KIND.PRODUCT, categorySlug: 'office-chairs', quantity: 1, unitPrice: 39_900 };
const lamp: ShippingCartLine = { productKind: PRODUCT_KIND.PRODUCT, categorySlug: 'desk-accessories', quantity: 1, unitPrice: 4_900 };
const desk: ShippingCartLine = { productKind: PRODUCT_KIND.NEW_PRODUCT, categorySlug: 'standing-desks', quantity: 1, unitPrice: 49_900 };
const frame: ShippingCartLine = { productKind: PRODUCT_KIND.PRODUCT, categorySlug: 'desk-frames', quantity: 1, unitPrice: 29_900 };
const pod: ShippingCartLine = { productKind: PRODUCT_KIND.POD, categorySlug: 'work-pods', quantity: 1, unitPrice: 1_299_000 };
const giftCard: ShippingCartLine = { productKind: PRODUCT_KIND.GIFT_CARD, categorySlug: 'gift-cards', quantity: 1, unitPrice: 10_000 };

function options(overrides: Partial<ShippingOptionsInput> & { lines: ShippingCartLine[] }) {
  const subtotal = overrides.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  return shippingOptionsFor({
    destination: { country: 'US', state_or_province: 'CA', postal_code: '94107' },
    currency: 'USD',
    subtotal,
    now: WEDNESDAY_MORNING_LA,
    ...overrides,
  });
}

const codes = (list: { code: string }[]) => list.map((option) => option.code);
const byCode = (list: ReturnType<typeof options>, code: string) => list.find((option) => option.code === code);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe('which options a cart gets', () => {
  it('offers standard and express for small parcels', () => {
    expect(codes(options({ lines: [chair, lamp] }))).toEqual(['standard', 'express']);
  });

  it('offers express up to five items and not beyond', () => {
    expect(codes(options({ lines: [{ ...lamp, quantity: 5 }] }))).toEqual(['standard', 'express']);
    expect(codes(options({ lines: [{ ...lamp, quantity: 3 }, { ...chair, quantity: 3 }] }))).toEqual(['standard']);
  });

  it('offers standard and scheduled freight, no express, for desks and desk frames', () => {
    expect(codes(options({ lines: [desk, lamp] }))).toEqual(['standard', 'freight']);
    expect(codes(options({ lines: [frame] }))).toEqual(['standard', 'freight']);
    expect(byCode(options({ lines: [desk] }), 'freight')).toMatchObject({ price: 4_900, requires_date: true });
  });

  it('ships pods only by freight or white glove, both on a date the shopper picks', () => {
    const list = options({ lines: [pod, desk, lamp] });
    expect(codes(list)).toEqual(['freight', 'white_glove']);
    expect(list.every((option) => option.requires_date && option.available_dates.length === 20)).toBe(true);
    expect(list.map((option) => option.price)).toEqual([39_900, 99_900]);
  });

  it('treats a product of the work-pods category as a pod whatever its kind', () => {
    expect(codes(options({ lines: [{ ...pod, productKind: PRODUCT_KIND.PRODUCT }] }))).toEqual(['freight', 'white_glove']);
  });

  it('sends a cart of gift cards only by e-mail, free, today', () => {
    expect(options({ lines: [giftCard, { ...giftCard, quantity: 3 }] })).toEqual([
      { code: 'digital', price: 0, estimated_delivery_from: '2026-11-18', estimated_delivery_to: '2026-11-18', requires_date: false, available_dates: [] },
    ]);
  });

  it('ignores gift cards in a mixed cart', () => {
    expect(codes(options({ lines: [giftCard, lamp] }))).toEqual(['standard', 'express']);
  });

  it('has nothing to offer an empty cart', () => {
    expect(options({ lines: [] })).toEqual([]);
    expect(options({ lines: [{ ...lamp, quantity: 0 }] })).toEqual([]);
  });

  it('drops express and white glove, and slows standard, in remote regions', () => {
    for (const [country, state] of [['US', 'AK'], ['US', 'Hawaii'], ['CA', 'NU'], ['CA', 'YT']] as const) {
      const destination = { country, state_or_province: state, postal_code: '' };
      const currency = country === 'US' ? 'USD' : 'CAD';
      expect(codes(options({ destination, currency, lines: [lamp] }))).toEqual(['standard']);
      expect(codes(options({ destination, currency, lines: [pod] }))).toEqual(['freight']);
      expect(options({ destination, currency, lines: [lamp] })[0]).toMatchObject({ estimated_delivery_from: '2026-11-25', estimated_delivery_to: '2026-12-02' });
    }
  });

  it('returns options the checkout schema accepts', () => {
    for (const lines of [[lamp], [desk], [pod], [giftCard]]) {
      for (const option of options({ lines })) expect(shippingOptionSchema.parse(option)).toEqual(option);
    }
  });

  it('refuses a currency it has no prices for', () => {
    expect(() => options({ currency: 'JPY', lines: [lamp] })).toThrow(RangeError);
  });
});

describe('standard shipping is free from a threshold per currency', () => {
  const markets: [currency: string, country: string, state: string][] = [
    ['USD', 'US', 'NY'],
    ['CAD', 'CA', 'ON'],
    ['GBP', 'GB', ''],
    ['EUR', 'FR', ''],
    ['AED', 'AE', ''],
  ];
  for (const [currency, country, state] of markets) {
    const rates = SHIPPING_RATES[currency];
    if (!rates) throw new Error(currency);
    it(`${currency}: ${rates.standardFee} below ${rates.freeStandardFrom}, free from it`, () => {
      const destination = { country, state_or_province: state, postal_code: '' };
      const below = options({ destination, currency, subtotal: rates.freeStandardFrom - 1, lines: [lamp] });
      const at = options({ destination, currency, subtotal: rates.freeStandardFrom, lines: [lamp] });
      expect(byCode(below, 'standard')?.price).toBe(rates.standardFee);
      expect(byCode(at, 'standard')?.price).toBe(0);
      expect(byCode(at, 'express')?.price).toBe(rates.express);
    });
  }

  it('does not count gift cards towards free shipping', () => {
    // 4 900 of goods + 10 000 of gift card: 14 900 in the cart, but the parcel is worth 4 900.
    expect(byCode(options({ lines: [lamp, giftCard] }), 'standard')?.price).toBe(1_495);
    expect(byCode(options({ lines: [chair, giftCard] }), 'standard')?.price).toBe(0);
  });

  it('uses the discounted subtotal', () => {
    expect(byCode(options({ lines: [chair], subtotal: 9_000 }), 'standard')?.price).toBe(1_495);
  });
});

describe('delivery dates count business days from the dispatch day', () => {
  it('dispatches the same day before the 14:00 cut-off in Los Angeles', () => {
    const list = options({ lines: [lamp] });
    // Dispatch Wednesday 18th: standard Friday 20th to Wednesday 25th, express Thursday 19th to Friday 20th.
    expect(byCode(list, 'standard')).toMatchObject({ estimated_delivery_from: '2026-11-20', estimated_delivery_to: '2026-11-25', requires_date: false, available_dates: [] });
    expect(byCode(list, 'express')).toMatchObject({ estimated_delivery_from: '2026-11-19', estimated_delivery_to: '2026-11-20' });
  });

  it('dispatches the next business day after the cut-off', () => {
    // 15:00 in Los Angeles on Wednesday: dispatch Thursday 19th.
    const list = options({ lines: [lamp], now: new Date('2026-11-18T23:00:00Z') });
    expect(byCode(list, 'standard')).toMatchObject({ estimated_delivery_from: '2026-11-23', estimated_delivery_to: '2026-11-26' });
  });

  it('skips the weekend: a Friday evening order leaves on Monday', () => {
    // Friday 20th, 19:00 in Los Angeles (already Saturday in UTC): dispatch Monday 23rd.
    const list = options({ lines: [lamp], now: new Date('2026-11-21T03:00:00Z') });
    expect(byCode(list, 'express')).toMatchObject({ estimated_delivery_from: '2026-11-24', estimated_delivery_to: '2026-11-25' });
    expect(byCode(list, 'standard')).toMatchObject({ estimated_delivery_from: '2026-11-25', estimated_delivery_to: '2026-11-30' });
  });

  it('treats a Saturday order like a Monday morning one', () => {
    const saturday = options({ lines: [lamp], now: new Date('2026-11-21T18:00:00Z') });
    const mondayMorning = options({ lines: [lamp], now: new Date('2026-11-23T17:00:00Z') });
    expect(saturday).toEqual(mondayMorning);
  });

  it('reads the clock in the warehouse time zone of the destination', () => {
    // Friday 20th 21:00 UTC: 13:00 in Los Angeles (before the cut-off), 22:00 in Paris (after it).
    const now = new Date('2026-11-20T21:00:00Z');
    const us = options({ lines: [lamp], now });
    const france = options({ lines: [lamp], now, currency: 'EUR', destination: { country: 'FR', state_or_province: '', postal_code: '75001' } });
    expect(byCode(us, 'express')?.estimated_delivery_from).toBe('2026-11-23');
    expect(byCode(france, 'express')?.estimated_delivery_from).toBe('2026-11-24');
  });

  it('offers pod dates after the lead time, weekdays only, in order', () => {
    const list = options({ lines: [pod] });
    const freight = byCode(list, 'freight');
    const whiteGlove = byCode(list, 'white_glove');
    // Dispatch Wednesday 18th; freight 10 business days later, white glove 15.
    expect(freight?.available_dates[0]).toBe('2026-12-02');
    expect(whiteGlove?.available_dates[0]).toBe('2026-12-09');
    expect(whiteGlove?.available_dates.slice(0, 6)).toEqual(['2026-12-09', '2026-12-10', '2026-12-11', '2026-12-14', '2026-12-15', '2026-12-16']);
    expect(whiteGlove).toMatchObject({ estimated_delivery_from: '2026-12-09', estimated_delivery_to: whiteGlove?.available_dates.at(-1) });
  });

  it('offers desk freight dates from five business days after dispatch', () => {
    expect(byCode(options({ lines: [desk] }), 'freight')?.available_dates.slice(0, 2)).toEqual(['2026-11-25', '2026-11-26']);
  });
});

describe('properties', () => {
  const lineArb = fc.record({
    productKind: fc.constantFrom(1, 2, 3, 4),
    categorySlug: fc.constantFrom('standing-desks', 'office-chairs', 'work-pods', 'desk-accessories', 'desk-frames', 'gift-cards', 'storage'),
    quantity: fc.integer({ min: 1, max: 8 }),
    unitPrice: fc.integer({ min: 100, max: 2_000_000 }),
  });
  const destinationArb = fc.constantFrom(
    { country: 'US', state_or_province: 'CA', currency: 'USD' },
    { country: 'US', state_or_province: 'AK', currency: 'USD' },
    { country: 'CA', state_or_province: 'QC', currency: 'CAD' },
    { country: 'GB', state_or_province: '', currency: 'GBP' },
    { country: 'DE', state_or_province: '', currency: 'EUR' },
    { country: 'AE', state_or_province: '', currency: 'AED' },
  );
  const nowArb = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T23:59:59Z'), noInvalidDate: true });

  it('every cart gets at least one option; prices are never negative; dates are weekdays in order', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 5 }), destinationArb, nowArb, (lines, destination, now) => {
        const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
        const list = shippingOptionsFor({ destination: { ...destination, postal_code: '' }, currency: destination.currency, lines, subtotal, now });
        expect(list.length).toBeGreaterThan(0);
        for (const option of list) {
          expect(option.price).toBeGreaterThanOrEqual(0);
          expect(option.estimated_delivery_from <= option.estimated_delivery_to).toBe(true);
          if (option.code === 'digital') continue;
          // Delivery is at least a business day after dispatch, which is never before the warehouse's today.
          expect(option.estimated_delivery_from >= now.toISOString().slice(0, 10)).toBe(true);
          for (const date of [option.estimated_delivery_from, option.estimated_delivery_to, ...option.available_dates]) {
            expect([0, 6]).not.toContain(weekday(date));
          }
          expect([...option.available_dates].sort()).toEqual(option.available_dates);
          expect(new Set(option.available_dates).size).toBe(option.available_dates.length);
        }
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});
