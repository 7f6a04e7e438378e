import type { Locale } from '@/lib/i18n/locales';

/**
 * What the locale switcher lists. Language and country are written in the locale's own
 * language (endonyms), the convention of language pickers: a French reader on the German site
 * still recognises "Français". The switcher marks each entry with its `lang`.
 */
export interface LocaleChoice {
  locale: Locale;
  language: string;
  country: string;
  countryCode: string;
}

export const LOCALE_CHOICES: readonly LocaleChoice[] = [
  { locale: 'en-US', language: 'English', country: 'United States', countryCode: 'US' },
  { locale: 'en-CA', language: 'English', country: 'Canada', countryCode: 'CA' },
  { locale: 'en-GB', language: 'English', country: 'United Kingdom', countryCode: 'GB' },
  { locale: 'fr-FR', language: 'Français', country: 'France', countryCode: 'FR' },
  { locale: 'de-DE', language: 'Deutsch', country: 'Deutschland', countryCode: 'DE' },
];

export function localeChoiceOf(locale: string | undefined): LocaleChoice {
  return LOCALE_CHOICES.find((choice) => choice.locale === locale) ?? (LOCALE_CHOICES[0] as LocaleChoice);
}
