import { displayNamesOf } from '@/lib/format/intl-formatters';
import { isLocale, languageOfLocale, type Language } from './locales';

/*
 * The names of the store's languages in each of them, as Intl.DisplayNames writes them (a unit
 * test holds the table to it). A review card names the language a review was written in; from a
 * table, the product page builds no Intl formatter on its first load (decision 0058).
 */
const NAMES: Readonly<Record<Language, Readonly<Record<Language, string>>>> = {
  en: { en: 'English', fr: 'French', de: 'German' },
  fr: { en: 'anglais', fr: 'français', de: 'allemand' },
  de: { en: 'Englisch', fr: 'Französisch', de: 'Deutsch' },
};

/** The name of a store language in a store locale's language; undefined for any other code. */
export function storeLanguageName(code: string, locale: string): string | undefined {
  const names = NAMES[languageOfLocale(locale)];
  return Object.hasOwn(names, code) ? names[code as Language] : undefined;
}

/** A language's name in a page's locale: from the table for the store's languages, else Intl, else the code. */
export function languageNameIn(code: string, locale: string | undefined): string {
  const known = isLocale(locale) ? storeLanguageName(code, locale) : undefined;
  if (known) return known;
  try {
    return displayNamesOf(locale ?? 'en-US', { type: 'language' }).of(code) ?? code;
  } catch {
    // A locale or code Intl cannot read: the code itself beats a broken review card.
    return code;
  }
}
