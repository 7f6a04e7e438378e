import { languageOfLocale } from '@/lib/i18n/locales';

/** Translation files are per language: the five locales share three of them (design §4). */
export function translationFileUrl(locale: string, namespace: string): string {
  return `/locales/${languageOfLocale(locale)}/${encodeURIComponent(namespace)}.json`;
}
