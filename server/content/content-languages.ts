import type { Language } from '@/lib/i18n/locales';

/** Languages content is written in; each has a PostgreSQL snowball configuration. */
export const CONTENT_LANGUAGES = ['en', 'fr', 'de'] as const satisfies readonly Language[];
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/*
 * The same configurations product search uses (server/catalog/search/search-language.ts): the
 * blog and help centre search "with the same engine as products", words stemmed per language and
 * folded by search_fold (migration 0015).
 */
export const CONTENT_TEXT_SEARCH_CONFIG: Readonly<Record<ContentLanguage, 'english' | 'french' | 'german'>> = {
  en: 'english',
  fr: 'french',
  de: 'german',
};

export function contentLanguageOf(language: string): ContentLanguage {
  return (CONTENT_LANGUAGES as readonly string[]).includes(language) ? (language as ContentLanguage) : 'en';
}
