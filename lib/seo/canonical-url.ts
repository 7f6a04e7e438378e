import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import { normalizePathname } from './normalize-pathname';
import { isBlogOrHelp, resolvePageKind, type PageKind } from './page-kind';
import { firstQueryValue, type PageQuery } from './page-query';

/** Search pages keep their query under this name, and nothing else of their query. */
export const SEARCH_QUERY_PARAM = 'q';

/**
 * Category pages beyond the first are their own canonical documents, written
 * `/{categorySlug}?page=N` (N >= 2). Page 1 has no parameter, so `?page=1` and the bare category
 * URL are one document. The page number is a query parameter rather than a path segment because
 * `/{categorySlug}/{segment}` is already the product URL.
 */
export const CATEGORY_PAGE_PARAM = 'page';

export interface CanonicalUrlInput {
  /** Origin without trailing slash, from siteUrl(). */
  siteUrl: string;
  locale: string | undefined;
  /** The page's path; a query, fragment or locale prefix in it is ignored. Product pages pass `/{categorySlug}/{productSlug}`. */
  pathname: string;
  query?: PageQuery;
  pageKind: PageKind;
}

/** A page number from the query: anything but a whole number of at least 1 reads as page 1. */
export function categoryPageNumber(query: PageQuery): number {
  const raw = firstQueryValue(query[CATEGORY_PAGE_PARAM])?.trim() ?? '';
  if (!/^\d{1,9}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

function canonicalSearch(kind: PageKind, query: PageQuery): string {
  const params = new URLSearchParams();
  if (kind === 'search') {
    const q = firstQueryValue(query[SEARCH_QUERY_PARAM])?.trim();
    if (q) params.set(SEARCH_QUERY_PARAM, q);
  } else if (kind === 'category') {
    const page = categoryPageNumber(query);
    if (page > 1) params.set(CATEGORY_PAGE_PARAM, String(page));
  }
  return params.toString();
}

/**
 * Spec §2: the locale prefix unless the locale is the default (the blog and the help centre are
 * never prefixed), search keeps q, category pages beyond 1 keep their page, every other query
 * parameter (variants, tracking, quickview...) is dropped, and no trailing slash, so the home
 * page is the bare site URL.
 */
export function canonicalUrl({ siteUrl, locale, pathname, query = {}, pageKind }: CanonicalUrlInput): string {
  const path = normalizePathname(pathname);
  const kind = resolvePageKind(pageKind, path);
  const urlLocale = isBlogOrHelp(kind) || !isLocale(locale) ? DEFAULT_LOCALE : locale;
  const localized = localizedPath(path, urlLocale);
  const search = canonicalSearch(kind, query);
  const base = localized === '/' ? siteUrl : `${siteUrl}${localized}`;
  if (!search) return base;
  return localized === '/' ? `${siteUrl}/?${search}` : `${base}?${search}`;
}
