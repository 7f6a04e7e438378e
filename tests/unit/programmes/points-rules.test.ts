import { describe, expect, it } from 'vitest';
import { parseMinorUnits } from '@/components/credit/parse-minor-units';
import { pointsForCredit, pointsForOrderTotal, POINTS_RULES } from '@/server/programmes/points/points-rules';

describe('points rules (decision 0040)', () => {
  it('earns one point per whole currency unit of an order, the remainder earning nothing', () => {
    expect(pointsForOrderTotal(12_399)).toBe(123);
    expect(pointsForOrderTotal(99)).toBe(0);
    expect(pointsForOrderTotal(0)).toBe(0);
  });

  it('buys whole points only, within the limits, never rounding credit away', () => {
    expect(pointsForCredit(POINTS_RULES.minExchangeCredit)).toBe(10);
    expect(pointsForCredit(POINTS_RULES.maxExchangeCredit)).toBe(5_000);
    expect(() => pointsForCredit(1_005)).toThrow(/multiple of 10/);
    expect(() => pointsForCredit(POINTS_RULES.minExchangeCredit - 10)).toThrow(/at least/);
    expect(() => pointsForCredit(POINTS_RULES.maxExchangeCredit + 10)).toThrow(/at most/);
  });
});

describe('parseMinorUnits (the exchange form’s amount)', () => {
  it('reads an amount as typed into exact minor units', () => {
    expect(parseMinorUnits('5')).toBe(500);
    expect(parseMinorUnits(' 12.5 ')).toBe(1_250);
    expect(parseMinorUnits('12,05')).toBe(1_205);
    expect(parseMinorUnits('0.29')).toBe(29);
  });

  it('refuses anything that is not a plain amount with at most two decimals', () => {
    for (const text of ['', '1.234', '-5', '1e3', '5 €', '1.2.3', '.5']) expect(parseMinorUnits(text)).toBeNull();
  });
});
