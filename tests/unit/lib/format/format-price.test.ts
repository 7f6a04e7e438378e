import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMinorUnits, formatPrice, pricePrefixOf, storeCurrencyPrefix } from '@/lib/format/format-price';

describe('formatPrice (major units, spec §5)', () => {
  it('uses "$" as the prefix when no currency is given', () => {
    expect(formatPrice(25)).toBe('$25');
  });

  it('drops a trailing ".00" after rounding', () => {
    expect(formatPrice(1299)).toBe('$1,299');
    expect(formatPrice(1299.001)).toBe('$1,299');
  });

  it('keeps two decimals when the cents are not zero', () => {
    expect(formatPrice(1299.5)).toBe('$1,299.50');
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
  });

  it('rounds to two decimals', () => {
    expect(formatPrice(19.999)).toBe('$20');
    expect(formatPrice(19.994)).toBe('$19.99');
  });

  it('separates thousands', () => {
    expect(formatPrice(1234567.89)).toBe('$1,234,567.89');
  });

  it('adds a space after the codes usd, aed and cad, in upper case', () => {
    expect(formatPrice(1299, 'usd')).toBe('USD 1,299');
    expect(formatPrice(1299, 'AED')).toBe('AED 1,299');
    expect(formatPrice(1299.5, 'Cad')).toBe('CAD 1,299.50');
  });

  it('shows gbp and eur as their symbols', () => {
    expect(formatPrice(10, 'gbp')).toBe('£10');
    expect(formatPrice(10, 'EUR')).toBe('€10');
  });

  it('uses any other prefix as given, without a space', () => {
    expect(formatPrice(10, '€')).toBe('€10');
    expect(formatPrice(10, '$')).toBe('$10');
  });

  it('treats an empty or blank currency as the default "$"', () => {
    expect(formatPrice(10, '')).toBe('$10');
    expect(formatPrice(10, '  ')).toBe('$10');
  });

  it('shows zero as "$0"', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(-0)).toBe('$0');
  });

  it('puts the minus sign before the prefix', () => {
    expect(formatPrice(-1299.5)).toBe('-$1,299.50');
    expect(formatPrice(-20, 'cad')).toBe('-CAD 20');
  });

  it('never shows "-$0" for a negative amount that rounds to zero', () => {
    expect(formatPrice(-0.001)).toBe('$0');
  });

  it('returns an empty string for amounts that are not finite numbers', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('uses the separators of the given locale and writes the currency where that locale does', () => {
    expect(formatPrice(1299.5, '€', 'de-DE')).toBe('1.299,50\u00a0€');
    expect(formatPrice(1299, '€', 'de-DE')).toBe('1.299\u00a0€');
    expect(formatPrice(1299.5, '€', 'fr-FR')).toBe('1\u202f299,50\u00a0€');
    expect(formatPrice(1299.5, '€', 'en-GB')).toBe('€1,299.50');
  });

  it('falls back to en-US separators for an unknown locale tag', () => {
    expect(formatPrice(1299.5, '$', 'not a locale!')).toBe('$1,299.50');
  });

  it('never shows a decimal part other than two digits', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
        expect(formatPrice(amount)).toMatch(/^-?\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
        expect(formatPrice(amount)).not.toMatch(/\.00$/);
      }),
    );
  });
});

describe('pricePrefixOf', () => {
  it('maps codes and symbols to the prefix printed before the number', () => {
    expect(pricePrefixOf(undefined)).toBe('$');
    expect(pricePrefixOf('usd')).toBe('USD ');
    expect(pricePrefixOf('gbp')).toBe('£');
    expect(pricePrefixOf('¥')).toBe('¥');
  });

  it('falls back to "$" for a value that is not a valid currency code (spec §5: a string under 8 characters)', () => {
    expect(pricePrefixOf('NOT-A-CURRENCY')).toBe('$');
    expect(formatPrice(1_299, 'currency code from a broken answer')).toBe('$1,299');
    expect(formatMinorUnits(129_900, 'ABCDEFGH')).toBe('$1,299');
    // Seven characters is still a code.
    expect(pricePrefixOf('ABCDEFG')).toBe('ABCDEFG');
  });
});

describe('formatMinorUnits (integer cents)', () => {
  it('converts cents to the major unit before formatting', () => {
    expect(formatMinorUnits(129_900, 'USD')).toBe('$1,299');
    expect(formatMinorUnits(129_950, 'USD')).toBe('$1,299.50');
    expect(formatMinorUnits(1, 'USD')).toBe('$0.01');
  });

  it('uses the store prefix of each store currency', () => {
    expect(formatMinorUnits(129_900, 'CAD')).toBe('CAD 1,299');
    expect(formatMinorUnits(129_900, 'GBP')).toBe('£1,299');
    expect(formatMinorUnits(129_900, 'EUR')).toBe('€1,299');
    expect(formatMinorUnits(129_900, 'AED')).toBe('AED 1,299');
  });

  it('accepts currency codes in any case', () => {
    expect(formatMinorUnits(500, 'eur')).toBe('€5');
  });

  it('handles zero and negative amounts such as refunds', () => {
    expect(formatMinorUnits(0, 'USD')).toBe('$0');
    expect(formatMinorUnits(-2_550, 'GBP')).toBe('-£25.50');
  });

  it('formats with the separators and currency placement of the page locale', () => {
    expect(formatMinorUnits(129_950, 'EUR', 'de-DE')).toBe('1.299,50\u00a0€');
    expect(formatMinorUnits(31_999, 'EUR', 'fr-FR')).toBe('319,99\u00a0€');
    expect(formatMinorUnits(31_999, 'EUR', 'de-DE')).toBe('319,99\u00a0€');
    expect(formatMinorUnits(-2_550, 'EUR', 'fr-FR')).toBe('-25,50\u00a0€');
    expect(formatMinorUnits(129_900, 'USD', 'en-US')).toBe('$1,299');
    expect(formatMinorUnits(129_950, 'GBP', 'en-GB')).toBe('£1,299.50');
    expect(formatMinorUnits(129_900, 'CAD', 'en-CA')).toBe('CAD 1,299');
    expect(formatMinorUnits(129_900, 'CAD', 'fr-FR')).toBe('1\u202f299\u00a0CAD');
  });

  it('follows the spec rule for a code outside the store currencies', () => {
    expect(storeCurrencyPrefix('JPY')).toBe('JPY');
    expect(storeCurrencyPrefix('usd')).toBe('$');
  });
});
