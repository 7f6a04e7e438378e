/* Locales, languages and countries (design §4, spec §9). */
export const LOCALES = ['en-US', 'en-CA', 'en-GB', 'fr-FR', 'de-DE'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export const LANGUAGES = ['en', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const DEFAULT_COUNTRY = 'US';

/** Spec §9: country to language. Countries not listed read the default language. */
export const COUNTRY_TO_LANGUAGE: Readonly<Record<string, Language>> = { US: 'en', FR: 'fr', DE: 'de', GB: 'en' };

/** Spec §9: language to locale. */
export const LANGUAGE_TO_LOCALE: Readonly<Record<Language, Locale>> = { en: 'en-US', fr: 'fr-FR', de: 'de-DE' };

/** Countries whose pages are written right to left (spec §9). */
export const RTL_COUNTRIES: ReadonlySet<string> = new Set(['AE']);

export const CURRENCY_OF_COUNTRY: Readonly<Record<string, string>> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  FR: 'EUR',
  DE: 'EUR',
  ES: 'EUR',
  PT: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  AE: 'AED',
};
export const DEFAULT_CURRENCY = 'USD';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function languageOfLocale(locale: string): Language {
  const language = locale.split('-')[0];
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : DEFAULT_LANGUAGE;
}

/** The country of a page is its locale's region. */
export function countryOfLocale(locale: string): string {
  return locale.split('-')[1]?.toUpperCase() ?? DEFAULT_COUNTRY;
}

export function currencyOfCountry(country: string): string {
  return CURRENCY_OF_COUNTRY[country.toUpperCase()] ?? DEFAULT_CURRENCY;
}

export function currencyOfLocale(locale: string): string {
  return currencyOfCountry(countryOfLocale(locale));
}

export function isRightToLeftCountry(country: string): boolean {
  return RTL_COUNTRIES.has(country.toUpperCase());
}
