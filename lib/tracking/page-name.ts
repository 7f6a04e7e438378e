/*
 * Page names for analytics (spec §2 "Page naming for tracking"). Paths become names by turning
 * every slash into an underscore, and the leading one is kept: "/cart" is "_cart". That is the
 * rule the spec's exception implies, since "/hybrid keeps its name" only makes sense if it would
 * otherwise have become "_hybrid". Names are stable across languages: the locale prefix goes.
 */
import { LOCALES } from '../i18n/locales';

export const HOME_PAGE_NAME = 'homepage';
export const CATEGORY_PAGE_NAME = 'category_page';
export const PRODUCT_DETAIL_PAGE_NAME = 'product_detail_page';

/** Paths whose name is the path without its leading slash. */
const PATHS_KEEPING_THEIR_NAME: ReadonlySet<string> = new Set(['/hybrid']);

export type RouteKind = 'category' | 'product_detail';

/** One or two dynamic top-level segments, whatever the app calls them ("/[categorySlug]"). */
const DYNAMIC_SEGMENT = String.raw`\[[A-Za-z0-9_]+\]`;
const CATEGORY_ROUTE = new RegExp(`^/${DYNAMIC_SEGMENT}$`);
const PRODUCT_DETAIL_ROUTE = new RegExp(`^/${DYNAMIC_SEGMENT}/${DYNAMIC_SEGMENT}$`);

const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`, 'i');

/**
 * The kind of a Next route pattern (router.pathname): "/[categorySlug]" is a category page and
 * "/[categorySlug]/[productSlug]" a product page; static routes and catch-alls are neither.
 */
export function routeKindOf(routePattern: string): RouteKind | undefined {
  if (CATEGORY_ROUTE.test(routePattern)) return 'category';
  if (PRODUCT_DETAIL_ROUTE.test(routePattern)) return 'product_detail';
  return undefined;
}

/** The bare path of a URL or path: no origin, query, fragment, locale prefix or trailing slash. */
export function trackedPathOf(pathOrUrl: string): string {
  const withoutOrigin = pathOrUrl.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const path = withoutOrigin.split(/[?#]/, 1)[0] ?? '';
  const rooted = path.startsWith('/') ? path : `/${path}`;
  const withoutLocale = rooted.replace(LOCALE_PREFIX, '');
  const withoutTrailingSlash = withoutLocale.replace(/\/+$/, '');
  return withoutTrailingSlash === '' ? '/' : withoutTrailingSlash;
}

/**
 * The tracking name of a page. `route` is the Next route pattern (router.pathname) or a route
 * kind; it is what tells a category or product page apart from a static page such as "/cart".
 */
export function pageNameOf(pathOrUrl: string, route?: RouteKind | string): string {
  const kind = route === 'category' || route === 'product_detail' ? route : route === undefined ? undefined : routeKindOf(route);
  if (kind === 'category') return CATEGORY_PAGE_NAME;
  if (kind === 'product_detail') return PRODUCT_DETAIL_PAGE_NAME;

  const path = trackedPathOf(pathOrUrl);
  if (path === '/') return HOME_PAGE_NAME;
  if (PATHS_KEEPING_THEIR_NAME.has(path)) return path.slice(1);
  return path.replace(/\//g, '_');
}
