import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/i18n/locales';
import { mailTranslator } from './mail-translations';

/**
 * One text of the mail translations (locales/{language}/mail.json), for messages other modules
 * write outside a mail, such as in-app notifications. An unknown language reads English.
 */
export function translateMailText(language: string, key: string, values?: Record<string, string | number>): string {
  const known: Language = (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
  return mailTranslator(known)(key, values);
}
