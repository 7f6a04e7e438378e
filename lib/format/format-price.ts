/*
 * Price display of spec §5: rounded to 2 decimals, a trailing ".00" dropped, thousands separators,
 * and a currency prefix that defaults to "$" and is followed by a space for the codes usd, aed, cad.
 * The locale decides where the currency goes (issue 20): English locales put it first ("$1,299"),
 * French and German after the number with a no-break space ("319,99 €", "1.299,50 €"), as
 * Intl.NumberFormat's currency pattern of that locale does. This file is the one money formatter.
 *
 * Prefixes per store currency (design §4), used by formatMinorUnits:
 *   USD -> "$"      the home currency reads best as its symbol ("$1,299")
 *   CAD -> "CAD "   a bare "$" would not tell Canadian from US dollars
 *   GBP -> "£"
 *   EUR -> "€"
 *   AED -> "AED "
 * formatPrice keeps the spec's looser contract: its second argument is the prefix itself, so a
 * caller that passes the code "usd" on purpose (to tell dollars apart) gets "USD 1,299".
 */
import { isValidCurrencyCode } from '../validation/currency-code';
import { numberFormat } from './intl-formatters';
import { fixedDigits, storeLocaleSymbols } from './store-locale-numbers';

const DEFAULT_PREFIX = '$';
const DEFAULT_NUMBER_LOCALE = 'en-US';

/** Codes the spec prints as letters followed by a space. */
const SPACED_CODES: ReadonlySet<string> = new Set(['usd', 'aed', 'cad']);

/** Codes that have a well-known symbol. */
const SYMBOL_OF_CODE: Readonly<Record<string, string>> = { gbp: '£', eur: '€' };

/** The prefix the store shows for each of its currencies (see the table above). */
export const CURRENCY_PREFIXES = {
  USD: '$',
  CAD: 'CAD ',
  GBP: '£',
  EUR: '€',
  AED: 'AED ',
} as const;
export type StoreCurrency = keyof typeof CURRENCY_PREFIXES;

/** Every store currency has two minor digits (cents, pence, fils). */
const MINOR_UNITS_PER_MAJOR = 100;

// Latin digits even for locales such as ar-AE, so "$" and "AED " prefixes read consistently.
const PRICE_DIGITS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' };

function numberFormatFor(locale: string): Intl.NumberFormat {
  try {
    return numberFormat(locale, PRICE_DIGITS);
  } catch {
    // An unknown locale tag must not break a page that only wants to show a price.
    return numberFormat(DEFAULT_NUMBER_LOCALE, PRICE_DIGITS);
  }
}

/**
 * The prefix for a symbol or a currency code, by the spec's rule. Anything that is not a valid
 * currency code (spec §5: a string of fewer than 8 characters) gets the default "$": a price
 * shown with a stray string in front of it helps no one.
 */
export function pricePrefixOf(currency: string | undefined): string {
  const trimmed = currency?.trim() ?? '';
  if (!isValidCurrencyCode(trimmed)) return DEFAULT_PREFIX;
  const lower = trimmed.toLowerCase();
  if (SPACED_CODES.has(lower)) return `${trimmed.toUpperCase()} `;
  return SYMBOL_OF_CODE[lower] ?? trimmed;
}

export interface CurrencyPlacement {
  /** True when the locale writes the currency after the number. */
  trailing: boolean;
  /** What separates a trailing currency from the number (a no-break space in fr and de). */
  gap: string;
}

const placements = new Map<string, CurrencyPlacement>();

/** Where the locale's own currency pattern puts the symbol, read once per locale from Intl. */
export function currencyPlacementOf(locale: string): CurrencyPlacement {
  const known = placements.get(locale);
  if (known) return known;
  let placement: CurrencyPlacement = { trailing: false, gap: '' };
  try {
    const parts = numberFormat(locale, { style: 'currency', currency: 'EUR' }).formatToParts(1);
    const currencyAt = parts.findIndex((part) => part.type === 'currency');
    const integerAt = parts.findIndex((part) => part.type === 'integer');
    if (currencyAt > integerAt) placement = { trailing: true, gap: parts[currencyAt - 1]?.type === 'literal' ? (parts[currencyAt - 1]?.value ?? '') : '' };
  } catch {
    // An unknown locale tag keeps the default placement (prefix).
  }
  placements.set(locale, placement);
  return placement;
}

/** The amount's digits by Intl: any locale, any size. */
export function priceDigitsByIntl(magnitude: number, locale: string): string {
  const parts = numberFormatFor(locale).formatToParts(magnitude);
  const fraction = parts.find((part) => part.type === 'fraction')?.value;
  const kept = fraction === '00' ? parts.filter((part) => part.type !== 'decimal' && part.type !== 'fraction') : parts;
  return kept.map((part) => part.value).join('');
}

/**
 * The same digits for the store's own locales without Intl (store-locale-numbers.ts says why);
 * null where the table does not reach.
 */
export function priceDigitsByTable(magnitude: number, locale: string): string | null {
  const symbols = storeLocaleSymbols(locale);
  const digits = symbols ? fixedDigits(magnitude, 2, symbols) : null;
  if (!symbols || !digits) return null;
  return digits.fraction === '00' ? digits.integer : `${digits.integer}${symbols.decimal}${digits.fraction}`;
}

function placementOf(locale: string): CurrencyPlacement {
  const symbols = storeLocaleSymbols(locale);
  return symbols ? { trailing: symbols.currencyAfter, gap: symbols.gap } : currencyPlacementOf(locale);
}

function formatWithPrefix(amount: number, prefix: string, locale: string): string {
  // Non-finite amounts come from broken data; an empty price beats a page that crashes on render.
  if (!Number.isFinite(amount)) return '';
  const magnitude = Math.abs(amount);
  const digits = priceDigitsByTable(magnitude, locale) ?? priceDigitsByIntl(magnitude, locale);
  // An amount that rounds to zero shows as "$0", never "-$0".
  const sign = amount < 0 && /[1-9]/.test(digits) ? '-' : '';
  const placement = placementOf(locale);
  if (placement.trailing) return `${sign}${digits}${placement.gap}${prefix.trim()}`;
  return `${sign}${prefix}${digits}`;
}

/**
 * Formats an amount in major units (dollars, euros), as spec §5 describes.
 * `currency` is the prefix: a symbol such as "$" or "€", or a code (usd, aed, cad print as
 * "USD 1,299"; gbp and eur print as their symbols). It defaults to "$".
 * `locale` chooses the digit grouping, the decimal separator and the side the currency goes on
 * (fr-FR and de-DE: "1.299,50 €"); it defaults to en-US.
 */
export function formatPrice(amount: number, currency?: string, locale: string = DEFAULT_NUMBER_LOCALE): string {
  return formatWithPrefix(amount, pricePrefixOf(currency), locale);
}

/** The prefix the store shows for a currency code; codes outside the store fall back to the spec rule. */
export function storeCurrencyPrefix(currency: string): string {
  const upper = currency.trim().toUpperCase();
  return Object.hasOwn(CURRENCY_PREFIXES, upper) ? CURRENCY_PREFIXES[upper as StoreCurrency] : pricePrefixOf(currency);
}

/**
 * Formats an integer amount of minor units (cents) as the server stores money, e.g.
 * formatMinorUnits(129_900, 'USD') is "$1,299" and formatMinorUnits(129_950, 'CAD') is "CAD 1,299.50".
 */
export function formatMinorUnits(minor: number, currency: string, locale: string = DEFAULT_NUMBER_LOCALE): string {
  return formatWithPrefix(minor / MINOR_UNITS_PER_MAJOR, storeCurrencyPrefix(currency), locale);
}
