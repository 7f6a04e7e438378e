import type { Locale } from '@/lib/i18n/locales';
import { canonicalUrl } from './canonical-url';
import { normalizePathname } from './normalize-pathname';
import type { PageKind } from './page-kind';
import type { PageQuery } from './page-query';

export const X_DEFAULT = 'x-default';

export interface AlternateLink {
  hrefLang: Locale | typeof X_DEFAULT;
  href: string;
}

/** Spec §2: the locales listed as alternates, in the spec's order; x-default is the en-US URL. */
export const ALTERNATE_LOCALES: readonly Locale[] = ['en-US', 'fr-FR', 'en-CA', 'en-GB', 'de-DE'];
const X_DEFAULT_LOCALE: Locale = 'en-US';

/** Spec §2: only the home page, office chairs and standing desks carry alternate-language links. */
export const PATHS_WITH_ALTERNATES: ReadonlySet<string> = new Set(['/', '/office-chairs', '/standing-desks']);

export interface AlternateLinksInput {
  siteUrl: string;
  pathname: string;
  query?: PageQuery;
  pageKind: PageKind;
}

/** Each alternate is the page's canonical URL in that locale, so a page's own link matches its canonical. */
export function alternateLinks({ siteUrl, pathname, query, pageKind }: AlternateLinksInput): AlternateLink[] {
  if (!PATHS_WITH_ALTERNATES.has(normalizePathname(pathname))) return [];
  const urlIn = (locale: Locale) => canonicalUrl({ siteUrl, locale, pathname, query, pageKind });
  return [
    ...ALTERNATE_LOCALES.map((locale) => ({ hrefLang: locale, href: urlIn(locale) })),
    { hrefLang: X_DEFAULT, href: urlIn(X_DEFAULT_LOCALE) },
  ];
}
