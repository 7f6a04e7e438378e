import type { Locale as DateFnsLocale } from 'date-fns';
// One file per locale, not the date-fns/locale barrel, so a page ships only the three it can use.
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import { languageOfLocale } from '../i18n/locales';

const DATE_FNS_LOCALE_OF_LANGUAGE = { en: enUS, fr, de } as const;

/**
 * The date-fns locale for a store locale ("fr-FR") or language ("fr"). en-CA and en-GB use en-US:
 * the store's date patterns are fixed, and their month names and relative words are the same.
 */
export function dateFnsLocaleOf(localeOrLanguage: string | undefined): DateFnsLocale {
  return DATE_FNS_LOCALE_OF_LANGUAGE[languageOfLocale(localeOrLanguage ?? 'en')];
}
