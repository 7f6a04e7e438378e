import { describe, expect, it } from 'vitest';
import { isValidCurrencyCode } from '@/lib/validation/currency-code';

describe('isValidCurrencyCode (spec §5)', () => {
  it('accepts strings under 8 characters', () => {
    expect(isValidCurrencyCode('USD')).toBe(true);
    expect(isValidCurrencyCode('sale')).toBe(true);
    expect(isValidCurrencyCode('1234567')).toBe(true);
  });

  it('refuses strings of 8 characters or more', () => {
    expect(isValidCurrencyCode('12345678')).toBe(false);
    expect(isValidCurrencyCode('US Dollar')).toBe(false);
  });

  it('refuses the empty string, which names no currency', () => {
    expect(isValidCurrencyCode('')).toBe(false);
  });

  it('refuses values that are not strings', () => {
    expect(isValidCurrencyCode(840)).toBe(false);
    expect(isValidCurrencyCode(null)).toBe(false);
    expect(isValidCurrencyCode(undefined)).toBe(false);
    expect(isValidCurrencyCode(['USD'])).toBe(false);
  });
});
