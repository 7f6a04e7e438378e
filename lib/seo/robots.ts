import { countryOfLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { isIndexableCountry } from '../constants/limits';
import { isBlogOrHelp, type PageKind } from './page-kind';

export const ROBOTS_INDEX = 'index, follow';
export const ROBOTS_NOINDEX = 'noindex, nofollow';
export type RobotsContent = typeof ROBOTS_INDEX | typeof ROBOTS_NOINDEX;

export interface RobotsInput {
  /** The shopper's country when known; by default the locale's region (design §4). */
  country?: string;
  pageKind: PageKind;
  locale: string | undefined;
  noIndex?: boolean;
}

/**
 * Spec §2: indexed only for the indexable countries; the blog and the help centre only in the
 * default locale (their canonical URL has no prefix, so the prefixed copies must not compete with
 * it); and never a page that flags itself no-index (cart, account, error pages...).
 */
export function robotsContent({ country, pageKind, locale, noIndex = false }: RobotsInput): RobotsContent {
  const pageLocale = locale ?? DEFAULT_LOCALE;
  if (noIndex) return ROBOTS_NOINDEX;
  if (isBlogOrHelp(pageKind) && pageLocale !== DEFAULT_LOCALE) return ROBOTS_NOINDEX;
  return isIndexableCountry(country ?? countryOfLocale(pageLocale)) ? ROBOTS_INDEX : ROBOTS_NOINDEX;
}

export function isIndexed(content: RobotsContent): boolean {
  return content === ROBOTS_INDEX;
}
