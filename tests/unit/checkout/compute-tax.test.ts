import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTax, type TaxInput } from '@/server/ordering/checkout/tax/compute-tax';
import { US_STATE_SALES_TAX_PPM } from '@/server/ordering/checkout/tax/us-sales-tax-rates';
import { VAT_RATES_BPS } from '@/server/pricing/cart/tax-rates';
import { addressRulesFor } from '@/lib/address/country-address-rules';

function tax(country: string, state: string, amounts: number[], shippingPrice = 0, giftCards: number[] = [], currency = 'USD') {
  const input: TaxInput = {
    destination: { country, state_or_province: state, postal_code: '' },
    currency,
    lines: [...amounts.map((amount) => ({ amount, isGiftCard: false })), ...giftCards.map((amount) => ({ amount, isGiftCard: true }))],
    shippingPrice,
  };
  return computeTax(input);
}

describe('US state sales tax is added at the state base rate', () => {
  const samples: [state: string, goods: number, shipping: number, label: string, rateBps: number, amount: number][] = [
    // California does not tax separately stated shipping.
    ['CA', 100_000, 1_495, 'CA sales tax 7.25%', 725, 7_250],
    // New York taxes shipping: (100 000 + 1 495) × 4% = 4 059.8.
    ['NY', 100_000, 1_495, 'NY sales tax 4%', 400, 4_060],
    // Texas taxes shipping: 101 495 × 6.25% = 6 343.4375.
    ['TX', 100_000, 1_495, 'TX sales tax 6.25%', 625, 6_343],
    ['FL', 49_999, 0, 'FL sales tax 6%', 600, 3_000],
    // Minnesota's 6.875% has no whole basis point: the label keeps it exact, rate_bps rounds.
    ['MN', 10_000, 0, 'MN sales tax 6.875%', 688, 688],
    ['NJ', 1_000, 0, 'NJ sales tax 6.625%', 663, 66],
    ['WA', 29_900, 4_900, 'WA sales tax 6.5%', 650, 2_262],
    ['IL', 10_000, 4_900, 'IL sales tax 6.25%', 625, 625],
    ['DC', 10_000, 1_000, 'DC sales tax 6%', 600, 660],
  ];
  for (const [state, goods, shipping, label, rateBps, amount] of samples) {
    it(`${state}: ${label} on ${goods} with shipping ${shipping} is ${amount}`, () => {
      expect(tax('US', state, [goods], shipping)).toMatchObject({ mode: 'added', lines: [{ label, rate_bps: rateBps, amount }], total: amount });
    });
  }

  it('charges nothing in the states without sales tax', () => {
    for (const state of ['AK', 'DE', 'MT', 'NH', 'OR']) {
      expect(tax('US', state, [100_000], 1_495)).toMatchObject({ mode: 'added', lines: [], total: 0 });
    }
  });

  it('reads the state by name as well as by code', () => {
    expect(tax('US', 'california', [10_000]).total).toBe(725);
  });

  it('has a rate for every state the store delivers to', () => {
    for (const region of addressRulesFor('US').regions) expect(US_STATE_SALES_TAX_PPM[region.code], region.code).toBeTypeOf('number');
  });

  it('adds no tax for a state it cannot read (the address is validated first)', () => {
    expect(tax('US', '', [10_000])).toMatchObject({ mode: 'added', lines: [], total: 0 });
  });
});

describe('tax lines say what they are, so each language can name them', () => {
  it('gives the kind, the region and the exact rate of each line', () => {
    expect(tax('US', 'MN', [10_000]).lines).toEqual([
      { label: 'MN sales tax 6.875%', kind: 'sales_tax', region: 'MN', rate_percent: '6.875', rate_bps: 688, amount: 688 },
    ]);
    expect(tax('CA', 'QC', [10_000], 0, [], 'CAD').lines.map((line) => [line.kind, line.region, line.rate_percent])).toEqual([
      ['gst', 'QC', '5'],
      ['qst', 'QC', '9.975'],
    ]);
    expect(tax('FR', '', [12_000], 0, [], 'EUR').lines[0]).toMatchObject({ kind: 'vat_included', region: '', rate_percent: '20' });
  });
});

describe('Canadian GST, HST and provincial taxes are added as separate lines', () => {
  // Goods 10 000 + shipping 1 000: every Canadian tax applies to both.
  const cases: [province: string, lines: [label: string, rateBps: number, amount: number][]][] = [
    ['AB', [['GST 5%', 500, 550]]],
    ['BC', [['GST 5%', 500, 550], ['PST 7%', 700, 770]]],
    ['MB', [['GST 5%', 500, 550], ['RST 7%', 700, 770]]],
    ['NB', [['HST 15%', 1500, 1_650]]],
    ['NL', [['HST 15%', 1500, 1_650]]],
    ['NS', [['HST 14%', 1400, 1_540]]],
    ['NT', [['GST 5%', 500, 550]]],
    ['NU', [['GST 5%', 500, 550]]],
    ['ON', [['HST 13%', 1300, 1_430]]],
    ['PE', [['HST 15%', 1500, 1_650]]],
    // 11 000 × 9.975% = 1 097.25.
    ['QC', [['GST 5%', 500, 550], ['QST 9.975%', 998, 1_097]]],
    ['SK', [['GST 5%', 500, 550], ['PST 6%', 600, 660]]],
    ['YT', [['GST 5%', 500, 550]]],
  ];
  for (const [province, expected] of cases) {
    it(`${province}: ${expected.map(([label]) => label).join(' + ')}`, () => {
      const result = tax('CA', province, [10_000], 1_000, [], 'CAD');
      expect(result.mode).toBe('added');
      expect(result.lines).toMatchObject(expected.map(([label, rate_bps, amount]) => ({ label, rate_bps, amount })));
      expect(result.total).toBe(expected.reduce((sum, [, , amount]) => sum + amount, 0));
    });
  }

  it('rounds each line on its own, half up, and totals the rounded lines', () => {
    // 1 010 × 5% = 50.5 → 51; 1 010 × 9.975% = 100.7475 → 101.
    expect(tax('CA', 'QC', [1_010], 0, [], 'CAD')).toMatchObject({ lines: [{ amount: 51 }, { amount: 101 }], total: 152 });
  });
});

describe('GB and EU prices include VAT at the destination rate', () => {
  it('shows the VAT part of a UK order, shipping included', () => {
    // 12 000 × 2000 / 12 000 = 2 000.
    expect(tax('GB', '', [11_005], 995, [], 'GBP')).toMatchObject({
      mode: 'included',
      lines: [{ label: 'VAT 20% included', rate_bps: 2000, amount: 2_000 }],
      total: 2_000,
    });
  });

  it('uses 20% in France and 19% in Germany', () => {
    expect(tax('FR', '', [12_000], 0, [], 'EUR').lines).toMatchObject([{ label: 'VAT 20% included', rate_bps: 2000, amount: 2_000 }]);
    // 11 900 × 1900 / 11 900 = 1 900.
    expect(tax('DE', '', [11_900], 0, [], 'EUR').lines).toMatchObject([{ label: 'VAT 19% included', rate_bps: 1900, amount: 1_900 }]);
  });

  it('rounds the included part half up: 100 × 21 / 121 = 17.355… → 17, 1 × 20 / 120 → 0, 3 × 20 / 120 = 0.5 → 1', () => {
    expect(tax('NL', '', [100], 0, [], 'EUR').total).toBe(17);
    expect(tax('GB', '', [1], 0, [], 'GBP').total).toBe(0);
    expect(tax('GB', '', [3], 0, [], 'GBP').total).toBe(1);
  });

  it('follows the rate table of the cart for every VAT country', () => {
    for (const [country, rate] of Object.entries(VAT_RATES_BPS)) {
      const result = tax(country, '', [10_000 + rate], 0, [], 'EUR');
      expect(result, country).toMatchObject({ mode: 'included', total: rate, lines: [{ rate_bps: rate }] });
    }
  });
});

describe('other destinations', () => {
  it('adds 5% VAT in the Emirates', () => {
    expect(tax('AE', 'Dubai', [10_000], 5_500, [], 'AED')).toMatchObject({ mode: 'added', lines: [{ label: 'VAT 5%', rate_bps: 500, amount: 775 }], total: 775 });
  });

  it('adds nothing where the store collects no tax', () => {
    expect(tax('JP', '', [10_000], 0)).toMatchObject({ mode: 'added', lines: [], total: 0 });
  });
});

describe('gift cards carry no tax', () => {
  it('leaves gift cards out of every base', () => {
    expect(tax('US', 'CA', [10_000], 0, [50_000]).total).toBe(725);
    expect(tax('CA', 'ON', [10_000], 0, [50_000], 'CAD').total).toBe(1_300);
    expect(tax('GB', '', [12_000], 0, [50_000], 'GBP').total).toBe(2_000);
  });

  it('shows no tax line for a cart of gift cards only', () => {
    for (const [country, state] of [['US', 'NY'], ['CA', 'QC'], ['GB', ''], ['FR', '']]) {
      expect(tax(country ?? '', state ?? '', [], 0, [2_500, 10_000]).lines).toEqual([]);
    }
  });
});

describe('amounts', () => {
  it('never taxes below zero when a discount line exceeds the goods', () => {
    expect(tax('US', 'NY', [5_000, -6_000], 1_000)).toMatchObject({ total: 40 });
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => tax('US', 'CA', [10.5])).toThrow(RangeError);
    expect(() => tax('US', 'CA', [10], Number.NaN)).toThrow(RangeError);
  });
});

describe('properties', () => {
  const destinations = fc.constantFrom(
    ...addressRulesFor('US').regions.map((region) => ['US', region.code] as const),
    ...addressRulesFor('CA').regions.map((region) => ['CA', region.code] as const),
    ...Object.keys(VAT_RATES_BPS).map((country) => [country, ''] as const),
    ['AE', ''] as const,
    ['JP', ''] as const,
  );
  const lines = fc.array(fc.record({ amount: fc.integer({ min: -50_000, max: 50_000_000 }), isGiftCard: fc.boolean() }), { maxLength: 8 });
  const shipping = fc.integer({ min: 0, max: 1_500_000 });

  it('the total always equals the sum of the lines, and no amount is negative', () => {
    fc.assert(
      fc.property(destinations, lines, shipping, ([country, state], taxLines, shippingPrice) => {
        const result = computeTax({ destination: { country, state_or_province: state, postal_code: '' }, currency: 'USD', lines: taxLines, shippingPrice });
        expect(result.total).toBe(result.lines.reduce((sum, line) => sum + line.amount, 0));
        for (const line of result.lines) {
          expect(Number.isSafeInteger(line.amount)).toBe(true);
          expect(line.amount).toBeGreaterThan(0);
          expect(line.rate_bps).toBeGreaterThan(0);
        }
        expect(result.total).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it('gift cards never change the tax', () => {
    fc.assert(
      fc.property(destinations, lines, shipping, fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 3 }), ([country, state], taxLines, shippingPrice, giftCards) => {
        const destination = { country, state_or_province: state, postal_code: '' };
        const without = computeTax({ destination, currency: 'USD', lines: taxLines, shippingPrice });
        const withCards = computeTax({ destination, currency: 'USD', lines: [...taxLines, ...giftCards.map((amount) => ({ amount, isGiftCard: true }))], shippingPrice });
        expect(withCards).toEqual(without);
      }),
    );
  }, 30_000);

  it('included VAT is never more than the part of the price it could be', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(VAT_RATES_BPS)), fc.integer({ min: 0, max: 100_000_000 }), (country, gross) => {
        const result = computeTax({ destination: { country, state_or_province: '', postal_code: '' }, currency: 'EUR', lines: [{ amount: gross, isGiftCard: false }], shippingPrice: 0 });
        expect(result.total).toBeLessThan(gross + 1);
        expect(result.total * 10_000).toBeLessThanOrEqual(gross * (VAT_RATES_BPS[country] ?? 0) + 10_000);
      }),
    );
  }, 30_000);
});
