import { SEARCH_LANGUAGES } from '@/server/db/schema/catalog/search';
import type { LanguageCode } from '@/server/db/schema';

/** PostgreSQL's built-in snowball configurations (present in PGlite as well) per language. */
export const TEXT_SEARCH_CONFIG: Readonly<Record<LanguageCode, 'english' | 'french' | 'german'>> = {
  en: 'english',
  fr: 'french',
  de: 'german',
};

export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

export function isSearchLanguage(value: string): value is SearchLanguage {
  return (SEARCH_LANGUAGES as readonly string[]).includes(value);
}

/** A language the index has, or the default one. */
export function searchLanguageOf(language: string): SearchLanguage {
  return isSearchLanguage(language) ? language : 'en';
}
