/*
 * The country-region list of spec §3: countries grouped into North America, Europe, Middle East
 * and Others, each with the store locale and currency a shopper from there gets. A country whose
 * region has its own store locale uses it (CA -> en-CA, GB -> en-GB); any other goes through the
 * spec's country -> language -> locale maps, so the list never contradicts lib/i18n/locales.ts.
 */
import {
  COUNTRY_TO_LANGUAGE,
  DEFAULT_LANGUAGE,
  LANGUAGE_TO_LOCALE,
  LOCALES,
  countryOfLocale,
  currencyOfCountry,
  type Language,
  type Locale,
} from './locales';

export type CountryRegionId = 'north-america' | 'europe' | 'middle-east' | 'others';

interface CountrySeed {
  code: string;
  name: string;
  /** A store language spoken there that COUNTRY_TO_LANGUAGE does not give; English otherwise. */
  language?: Language;
}

const REGION_SEEDS = [
  {
    id: 'north-america',
    name: 'North America',
    countries: [
      { code: 'US', name: 'United States' },
      { code: 'CA', name: 'Canada' },
      { code: 'MX', name: 'Mexico' },
    ],
  },
  {
    id: 'europe',
    name: 'Europe',
    countries: [
      { code: 'GB', name: 'United Kingdom' },
      { code: 'FR', name: 'France' },
      { code: 'DE', name: 'Germany' },
      { code: 'ES', name: 'Spain' },
      { code: 'PT', name: 'Portugal' },
      { code: 'NL', name: 'Netherlands' },
      // Belgium and Switzerland are multilingual: the store's closest language is taken.
      { code: 'BE', name: 'Belgium', language: 'fr' },
      { code: 'CH', name: 'Switzerland', language: 'de' },
      { code: 'AT', name: 'Austria', language: 'de' },
      { code: 'LU', name: 'Luxembourg', language: 'fr' },
      { code: 'IE', name: 'Ireland' },
      { code: 'IT', name: 'Italy' },
      { code: 'SE', name: 'Sweden' },
      { code: 'DK', name: 'Denmark' },
      { code: 'NO', name: 'Norway' },
      { code: 'FI', name: 'Finland' },
      { code: 'PL', name: 'Poland' },
      { code: 'CZ', name: 'Czechia' },
      { code: 'GR', name: 'Greece' },
    ],
  },
  {
    id: 'middle-east',
    name: 'Middle East',
    countries: [
      { code: 'AE', name: 'United Arab Emirates' },
      { code: 'SA', name: 'Saudi Arabia' },
      { code: 'QA', name: 'Qatar' },
      { code: 'KW', name: 'Kuwait' },
      { code: 'BH', name: 'Bahrain' },
      { code: 'OM', name: 'Oman' },
      { code: 'IL', name: 'Israel' },
    ],
  },
  {
    id: 'others',
    name: 'Others',
    countries: [
      { code: 'AU', name: 'Australia' },
      { code: 'NZ', name: 'New Zealand' },
      { code: 'SG', name: 'Singapore' },
      { code: 'JP', name: 'Japan' },
      { code: 'KR', name: 'South Korea' },
      { code: 'IN', name: 'India' },
    ],
  },
] as const satisfies readonly { id: CountryRegionId; name: string; countries: readonly CountrySeed[] }[];

export type CountryCode = (typeof REGION_SEEDS)[number]['countries'][number]['code'];

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: CountryCode;
  /** English name; pages show a translated one. */
  name: string;
  region: CountryRegionId;
  language: Language;
  locale: Locale;
  currency: string;
}

export interface CountryRegion {
  id: CountryRegionId;
  /** English name; pages show a translated one. */
  name: string;
  countries: readonly Country[];
}

function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

function languageOfCountry(code: string, hint: Language | undefined): Language {
  return COUNTRY_TO_LANGUAGE[code] ?? hint ?? DEFAULT_LANGUAGE;
}

function localeOf(code: string, language: Language): Locale {
  return LOCALES.find((locale) => countryOfLocale(locale) === code) ?? LANGUAGE_TO_LOCALE[language];
}

export const COUNTRY_REGIONS: readonly CountryRegion[] = REGION_SEEDS.map((region) => ({
  id: region.id,
  name: region.name,
  countries: region.countries.map((seed: CountrySeed & { code: CountryCode }): Country => {
    const language = languageOfCountry(seed.code, seed.language);
    return {
      code: seed.code,
      name: seed.name,
      region: region.id,
      language,
      locale: localeOf(seed.code, language),
      currency: currencyOfCountry(seed.code),
    };
  }),
}));

export const COUNTRIES: readonly Country[] = COUNTRY_REGIONS.flatMap((region) => region.countries);

const COUNTRY_BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((country) => [country.code, country]));

/** A listed country by its ISO code, in any case. */
export function countryByCode(code: string): Country | undefined {
  return COUNTRY_BY_CODE.get(normalizeCode(code));
}

export function isListedCountry(code: string): boolean {
  return COUNTRY_BY_CODE.has(normalizeCode(code));
}

/**
 * The store locale for a country: its own locale when the store has one, else the locale of its
 * language, else the default (en-US). Works for countries outside the list too.
 */
export function localeForCountry(code: string): Locale {
  const normalized = normalizeCode(code);
  return COUNTRY_BY_CODE.get(normalized)?.locale ?? localeOf(normalized, languageOfCountry(normalized, undefined));
}
