import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { X_DEFAULT, type AlternateLink } from './alternate-links';
import { canonicalUrl } from './canonical-url';
import { normalizePathname } from './normalize-pathname';
import type { PageKind } from './page-kind';
import { isIndexed, robotsContent } from './robots';

/** One indexable page, without locale prefix, as a sitemap source lists it. */
export interface SitemapPage {
  path: string;
  pageKind: PageKind;
  lastModified?: Date;
}

/** One <url> of the sitemap: a page in one locale, with its other-locale versions. */
export interface SitemapEntry {
  loc: string;
  lastModified?: Date;
  alternates: AlternateLink[];
}

function laterDate(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (!a || !b) return a ?? b;
  return b > a ? b : a;
}

/* A path listed by two sources (say /standing-desks as a static page and as a category) is one
 * page: the first listing's kind wins and the most recent modification date is kept. */
function uniquePages(pages: readonly SitemapPage[]): SitemapPage[] {
  const byPath = new Map<string, SitemapPage>();
  for (const page of pages) {
    const path = normalizePathname(page.path);
    const known = byPath.get(path);
    if (!known) {
      byPath.set(path, { ...page, path });
      continue;
    }
    byPath.set(path, { ...known, lastModified: laterDate(known.lastModified, page.lastModified) });
  }
  return [...byPath.values()];
}

/**
 * One entry per page and locale where the page is indexed (the robots rule decides, so the blog
 * and help centre appear once, unprefixed), at the page's canonical URL. A page found in several
 * locales lists them all as hreflang alternates plus x-default (the default locale), which tells
 * search engines that en-US, en-CA and en-GB pages are regional versions, not duplicates.
 */
export function sitemapEntriesOf(pages: readonly SitemapPage[], siteUrl: string, locales: readonly Locale[] = LOCALES): SitemapEntry[] {
  return uniquePages(pages).flatMap((page) => {
    const versions = new Map<string, Locale>();
    for (const locale of locales) {
      if (!isIndexed(robotsContent({ locale, pageKind: page.pageKind }))) continue;
      const loc = canonicalUrl({ siteUrl, locale, pathname: page.path, pageKind: page.pageKind });
      if (!versions.has(loc)) versions.set(loc, locale);
    }
    const localized = [...versions].map(([href, hrefLang]): AlternateLink => ({ hrefLang, href }));
    const xDefault = localized.find((link) => link.hrefLang === DEFAULT_LOCALE);
    const withDefault: AlternateLink[] = xDefault ? [...localized, { hrefLang: X_DEFAULT, href: xDefault.href }] : localized;
    const alternates = localized.length > 1 ? withDefault : [];
    return localized.map((link) => ({ loc: link.href, lastModified: page.lastModified, alternates }));
  });
}
