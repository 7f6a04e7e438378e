import { describe, expect, it } from 'vitest';
import { percentToBps } from '@/components/admin/brands/brand-commission-panel';

/* The operators' rate field: a percentage with at most two decimals, a dot or a comma. */

describe('percentToBps', () => {
  it.each([
    ['15', 1500],
    ['12.5', 1250],
    ['12,5', 1250],
    ['0', 0],
    ['100', 10_000],
    ['7.25', 725],
    [' 9 ', 900],
  ])('%j → %i basis points', (text, bps) => {
    expect(percentToBps(text)).toBe(bps);
  });

  it.each(['', '101', '-1', '12.345', 'abc', '1e2', '12.'])('refuses %j', (text) => {
    expect(percentToBps(text)).toBeNull();
  });
});
