import { describe, expect, it } from 'vitest';
import { discountedUnitAmount, tierForQuantity, tierRows, unitAmountForQuantity, validTiers } from '@/lib/product/tier-pricing';

const TIERS = [
  { minQuantity: 5, percentOff: 10 },
  { minQuantity: 2, percentOff: 5 },
];

describe('buy-more-save-more tiers', () => {
  it('lists one row per quantity band, starting at one unit, with the unit price each band gives', () => {
    expect(tierRows(49_900, TIERS)).toEqual([
      { minQuantity: 1, maxQuantity: 1, percentOff: 0, unitAmount: 49_900, savingsPerUnit: 0 },
      { minQuantity: 2, maxQuantity: 4, percentOff: 5, unitAmount: 47_405, savingsPerUnit: 2_495 },
      { minQuantity: 5, maxQuantity: null, percentOff: 10, unitAmount: 44_910, savingsPerUnit: 4_990 },
    ]);
  });

  it('shows no table for a product without valid tiers', () => {
    expect(tierRows(10_000, [])).toEqual([]);
    expect(tierRows(10_000, [{ minQuantity: 1, percentOff: 10 }, { minQuantity: 3, percentOff: 0 }, { minQuantity: 4, percentOff: 100 }])).toEqual([]);
  });

  it('rounds a discounted unit price to the nearest minor unit', () => {
    expect(discountedUnitAmount(999, 5)).toBe(949); // 949.05
    expect(discountedUnitAmount(1_001, 15)).toBe(851); // 850.85
    expect(discountedUnitAmount(0, 30)).toBe(0);
  });

  it('gives each quantity the discount of the highest threshold it reaches', () => {
    expect(tierForQuantity(TIERS, 1)).toBeNull();
    expect(tierForQuantity(TIERS, 2)).toEqual({ minQuantity: 2, percentOff: 5 });
    expect(tierForQuantity(TIERS, 4)).toEqual({ minQuantity: 2, percentOff: 5 });
    expect(tierForQuantity(TIERS, 5)).toEqual({ minQuantity: 5, percentOff: 10 });
    expect(tierForQuantity(TIERS, 99)).toEqual({ minQuantity: 5, percentOff: 10 });
    expect(unitAmountForQuantity(20_000, 6, TIERS)).toBe(18_000);
    expect(unitAmountForQuantity(20_000, 1, TIERS)).toBe(20_000);
  });

  it('never lets a larger quantity pay more per unit than a smaller one, even with odd data', () => {
    const odd = [
      { minQuantity: 3, percentOff: 12 },
      { minQuantity: 10, percentOff: 8 },
      { minQuantity: 3, percentOff: 6 },
    ];
    let previous = Infinity;
    for (let quantity = 1; quantity <= 20; quantity += 1) {
      const unit = unitAmountForQuantity(10_000, quantity, odd);
      expect(unit).toBeLessThanOrEqual(previous);
      previous = unit;
    }
    expect(validTiers(odd)).toEqual([
      { minQuantity: 3, percentOff: 12 },
      { minQuantity: 10, percentOff: 8 },
    ]);
  });
});
