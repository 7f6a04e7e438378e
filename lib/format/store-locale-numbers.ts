/*
 * How the store's own locales write a number with a fixed count of decimals, without Intl.
 *
 * The first Intl formatter a browser page builds (NumberFormat, DateTimeFormat, DisplayNames,
 * even Number#toLocaleString) loads ICU's locale data: 150 to 350 ms of main thread on the phone
 * Lighthouse emulates (4x CPU slowdown), in one task, while the page hydrates its prices (issue
 * 22, decision 0058). For the five locales the store is written in, the symbols are a short
 * table; the unit tests hold it to Intl's own output, so server (Intl) and table agree to the
 * character. Any other locale, and numbers the table does not cover, go to Intl as before.
 */
import { numberFormat } from './intl-formatters';

export interface LocaleNumberSymbols {
  /** Between groups of three integer digits (grouped from 1,000 up in all five locales). */
  group: string;
  decimal: string;
  /** True when a currency is written after the number (fr, de), with `gap` between. */
  currencyAfter: boolean;
  gap: string;
}

const ENGLISH: LocaleNumberSymbols = { group: ',', decimal: '.', currencyAfter: false, gap: '' };

const SYMBOLS_OF_LOCALE: Readonly<Record<string, LocaleNumberSymbols>> = {
  'en-US': ENGLISH,
  'en-CA': ENGLISH,
  'en-GB': ENGLISH,
  // fr: a narrow no-break space between groups, a no-break space before the currency.
  'fr-FR': { group: '\u202f', decimal: ',', currencyAfter: true, gap: '\u00a0' },
  'de-DE': { group: '.', decimal: ',', currencyAfter: true, gap: '\u00a0' },
};

export function storeLocaleSymbols(locale: string): LocaleNumberSymbols | undefined {
  return Object.hasOwn(SYMBOLS_OF_LOCALE, locale) ? SYMBOLS_OF_LOCALE[locale] : undefined;
}

/** Beyond these the digits would not fit a safe integer: Intl's job. */
const LARGEST_PLAIN = 1e13;
const MOST_FRACTION_DIGITS = 2;

export interface FixedDigits {
  integer: string;
  /** Exactly the asked-for count of digits ('' for none). */
  fraction: string;
}

/**
 * The digits of |value| rounded to `fractionDigits` decimals, half away from zero, applied to the
 * number's shortest decimal form as ICU does (1.005 gives 1.01, where toFixed gives 1.00), with
 * the integer part grouped. Null when the table cannot say (non-finite, huge or tiny numbers).
 */
export function fixedDigits(value: number, fractionDigits: number, symbols: LocaleNumberSymbols): FixedDigits | null {
  const magnitude = Math.abs(value);
  if (!Number.isFinite(magnitude) || magnitude >= LARGEST_PLAIN || fractionDigits > MOST_FRACTION_DIGITS) return null;
  const written = String(magnitude);
  if (written.includes('e')) return null; // 1e-7 and smaller
  const [whole = '0', decimals = ''] = written.split('.');
  const kept = decimals.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  const roundsUp = (decimals.charCodeAt(fractionDigits) || 0) >= 53; // '5'
  const units = Number(whole + kept) + (roundsUp ? 1 : 0);
  const text = String(units).padStart(fractionDigits + 1, '0');
  const integer = text.slice(0, text.length - fractionDigits);
  return { integer: groupThousands(integer, symbols.group), fraction: text.slice(text.length - fractionDigits) };
}

function groupThousands(integer: string, group: string): string {
  if (integer.length <= 3) return integer;
  const head = integer.length % 3 || 3;
  const groups = [integer.slice(0, head)];
  for (let at = head; at < integer.length; at += 3) groups.push(integer.slice(at, at + 3));
  return groups.join(group);
}

/** A number with exactly `fractionDigits` decimals in a store locale (a rating's "4.6"), else null. */
export function formatFixedInStoreLocale(value: number, fractionDigits: number, locale: string): string | null {
  const symbols = storeLocaleSymbols(locale);
  const digits = symbols ? fixedDigits(value, fractionDigits, symbols) : null;
  if (!symbols || !digits) return null;
  // As Intl writes it: a negative number keeps its sign even when it rounds to zero ("-0.0").
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${digits.integer}${fractionDigits > 0 ? symbols.decimal + digits.fraction : ''}`;
}

/** A number with exactly `fractionDigits` decimals in any locale: the table where it reaches, else Intl. */
export function formatFixed(value: number, fractionDigits: number, locale: string | undefined): string {
  return (
    formatFixedInStoreLocale(value, fractionDigits, locale ?? 'en-US') ??
    numberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value)
  );
}
