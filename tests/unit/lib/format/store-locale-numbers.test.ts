import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currencyPlacementOf, priceDigitsByIntl, priceDigitsByTable } from '@/lib/format/format-price';
import { formatFixed, formatFixedInStoreLocale, storeLocaleSymbols } from '@/lib/format/store-locale-numbers';
import { LOCALES } from '@/lib/i18n/locales';

/*
 * The store's locales write prices and ratings from a table, so that a browser page builds no
 * Intl formatter on its first load (decision 0058). The server renders with the same table; these
 * tests hold the table to Intl's own output, so a shopper reads the same text either way.
 */

const EDGE_AMOUNTS = [0, 0.004, 0.005, 0.015, 0.1 + 0.2, 1, 1.005, 2.675, 9.995, 19.994, 19.999, 999.995, 1000, 1299.5, 99_999.999, 1_234_567.891, 9_999_999_999_999.99];

describe('prices in the store locales without Intl', () => {
  it.each(LOCALES)('%s: the table writes the digits Intl writes, edge cases of rounding and grouping included', (locale) => {
    for (const amount of EDGE_AMOUNTS) expect(priceDigitsByTable(amount, locale)).toBe(priceDigitsByIntl(amount, locale));
  });

  it.each(LOCALES)('%s: the table writes the digits Intl writes for any amount in cents or with stray decimals', (locale) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => priceDigitsByTable(cents / 100, locale) === priceDigitsByIntl(cents / 100, locale)),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (amount) => {
        const table = priceDigitsByTable(amount, locale);
        // Only the exponent forms of tiny amounts (5e-324) are left to Intl in this range.
        return table === null ? String(amount).includes('e') : table === priceDigitsByIntl(amount, locale);
      }),
    );
  });

  it.each(LOCALES)('%s: the currency goes on the side Intl puts it, with the same gap', (locale) => {
    const symbols = storeLocaleSymbols(locale)!;
    expect({ trailing: symbols.currencyAfter, gap: symbols.gap }).toEqual(currencyPlacementOf(locale));
  });

  it('leaves numbers past the table (too large, exponent forms) to Intl', () => {
    expect(priceDigitsByTable(1e13, 'en-US')).toBeNull();
    expect(priceDigitsByTable(1e-7, 'en-US')).toBeNull();
    expect(priceDigitsByTable(10, 'es-ES')).toBeNull();
  });
});

describe('ratings with one decimal in the store locales without Intl', () => {
  it.each(LOCALES)('%s: writes what Intl writes', (locale) => {
    const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const rating of [0, 1, 3.25, 3.35, 4.05, 4.6, 4.95, 5, 1234.56, -0.04]) expect(formatFixedInStoreLocale(rating, 1, locale)).toBe(intl.format(rating));
  });

  it('answers null for a locale outside the store, for Intl to write', () => {
    expect(formatFixedInStoreLocale(4.6, 1, 'ja-JP')).toBeNull();
  });

  it('formatFixed writes a locale outside the store with Intl, and a store locale from the table', () => {
    expect(formatFixed(4.6, 1, 'ja-JP')).toBe(new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4.6));
    expect(formatFixed(4.55, 1, 'de-DE')).toBe('4,6');
    expect(formatFixed(4.6, 1, undefined)).toBe('4.6');
  });
});
