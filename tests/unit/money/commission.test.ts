import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitLineTotal } from '@/lib/money/commission';
import { majorUnits } from '@/server/ordering/brand-money/statement-csv';

/* Decision 0033: commission rounded half up to the cent, the brand's net is the rest. */

describe('splitLineTotal', () => {
  it.each([
    [1234, 1500, 185, 1049], // 185.1 → 185
    [1234, 1250, 154, 1080], // 154.25 → 154
    [10, 1500, 2, 8], // 1.5 → 2 (half up)
    [3, 1500, 0, 3], // 0.45 → 0
    [100_000, 0, 0, 100_000],
    [100_000, 10_000, 100_000, 0],
    [0, 1500, 0, 0],
  ])('%i cents at %i bp → commission %i, net %i', (total, bps, commission, net) => {
    expect(splitLineTotal(total, bps)).toEqual({ commission, net });
  });

  it('never loses or makes up a cent, and stays within half a cent of the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000_000 }), fc.integer({ min: 0, max: 10_000 }), (total, bps) => {
        const { commission, net } = splitLineTotal(total, bps);
        expect(commission + net).toBe(total);
        expect(Number.isInteger(commission)).toBe(true);
        expect(Math.abs(commission - (total * bps) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('refuses fractions and rates outside 0..10000', () => {
    expect(() => splitLineTotal(10.5, 1500)).toThrow(RangeError);
    expect(() => splitLineTotal(-1, 1500)).toThrow(RangeError);
    expect(() => splitLineTotal(100, 10_001)).toThrow(RangeError);
    expect(() => splitLineTotal(100, 12.5)).toThrow(RangeError);
  });
});

describe('majorUnits (statement CSV)', () => {
  it.each([
    [12345, 'USD', '123.45'],
    [-5, 'EUR', '-0.05'],
    [0, 'GBP', '0.00'],
    [-100_000, 'CAD', '-1000.00'],
  ])('%i %s → %s', (minor, currency, text) => {
    expect(majorUnits(minor, currency)).toBe(text);
  });
});
