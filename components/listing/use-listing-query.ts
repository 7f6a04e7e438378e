import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/router';
import { QUICK_VIEW_PARAM } from '@/lib/catalog/listing-constants';
import { defaultListingQuery, listingHref, listingSearchString, listingUrlQuery, parseListingQuery, setPage, type ListingQuery } from '@/lib/catalog/listing-query';
import { queryOfPath, type PageQuery } from '@/lib/seo/page-query';
import { useAddressSearch } from './use-address-search';

/** The [param] names of a route pattern: "/store/[store]" → ["store"]. */
function routeParamNames(pattern: string): string[] {
  return [...pattern.matchAll(/\[([A-Za-z0-9_]+)\]/g)].map((match) => match[1] ?? '');
}

export interface ListingLocation {
  /** The listing state in the URL (the default one until the router knows the URL's query). */
  query: ListingQuery;
  /** False on the pre-rendered HTML, before the router has read the address bar. */
  ready: boolean;
  /** The page's path without query or locale ("/standing-desks"). */
  basePath: string;
  /** The quick-view code in the URL, if any. */
  quickView: string | null;
  /** Puts a state in the address bar (a history entry, so Back returns to the previous one). */
  navigate(query: ListingQuery, options?: { scroll?: boolean; quickView?: string | null; replace?: boolean }): Promise<boolean>;
  /** A Link href for a state, keeping the route's own params for Next's router. */
  linkTo(query: ListingQuery, options?: { quickView?: string | null }): { href: { pathname: string; query: Record<string, string | string[]> }; as: string };
}

/**
 * The listing's state lives in the URL only: shareable, bookmarkable, and the back button walks
 * through it. Changes are shallow pushes, so the cached page is not fetched again; the results
 * for the new state come from the list API.
 */
export function useListingLocation(page: { initialPage?: number; path?: string } = {}): ListingLocation {
  const router = useRouter();
  const { pathname, asPath, isReady } = router;
  const routerQuery = router.query as PageQuery;
  // A paged route (/sale/page/2, rewritten from /sale?page=2) renders on the server with its own
  // path as asPath: its links must still point to the listing's address.
  const basePath = page.path ?? asPath.split(/[?#]/, 1)[0] ?? '/';
  const initialPage = page.initialPage ?? 1;
  const routeParams = useMemo(() => {
    const params: Record<string, string> = {};
    for (const name of routeParamNames(pathname)) {
      const value = routerQuery[name];
      if (typeof value === 'string') params[name] = value;
    }
    return params;
  }, [pathname, routerQuery]);
  const addressSearch = useAddressSearch(isReady);
  // The state in the address bar; the router's query until the address bar has been read.
  const shownQuery = useMemo(() => (addressSearch === null ? routerQuery : queryOfPath(addressSearch)), [addressSearch, routerQuery]);
  // Before the router has read the URL: the state the server rendered (page N of a paged route).
  const urlQuery = useMemo(() => (isReady ? parseListingQuery(shownQuery) : setPage(defaultListingQuery(), initialPage)), [isReady, shownQuery, initialPage]);
  const urlKey = listingSearchString(urlQuery);
  // A change shows at once (a ticked box stays ticked) while the router is still updating the URL;
  // as soon as the URL moves, it is the only truth again.
  const [pending, setPending] = useState<{ query: ListingQuery; from: string } | null>(null);
  if (pending && pending.from !== urlKey) setPending(null);
  const query = pending?.query ?? urlQuery;
  // Back and Forward make the address bar the truth at once. A change still on its way is dropped:
  // on a slow phone its navigation may end only after the Back (or never, once the router has moved
  // on), and meanwhile it kept ticked a box the URL no longer has (decision 0027).
  useEffect(() => {
    const drop = () => setPending(null);
    window.addEventListener('popstate', drop);
    return () => window.removeEventListener('popstate', drop);
  }, []);
  const rawQuickView = isReady ? shownQuery[QUICK_VIEW_PARAM] : undefined;
  const quickView = typeof rawQuickView === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(rawQuickView) ? rawQuickView : null;

  const linkTo = useCallback(
    (next: ListingQuery, options: { quickView?: string | null } = {}) => {
      const urlQuery: Record<string, string | string[]> = { ...routeParams, ...listingUrlQuery(next) };
      let as = listingHref(basePath, next);
      if (options.quickView) {
        urlQuery[QUICK_VIEW_PARAM] = options.quickView;
        as += `${as.includes('?') ? '&' : '?'}${QUICK_VIEW_PARAM}=${encodeURIComponent(options.quickView)}`;
      }
      return { href: { pathname, query: urlQuery }, as };
    },
    [basePath, pathname, routeParams],
  );

  const navigate = useCallback(
    (next: ListingQuery, options: { scroll?: boolean; quickView?: string | null; replace?: boolean } = {}) => {
      const { href, as } = linkTo(next, { quickView: options.quickView });
      const method = options.replace ? router.replace : router.push;
      const mine = { query: next, from: urlKey };
      setPending(mine);
      // Once the router has settled this navigation its query is the truth, whatever happened in
      // between (a Back press, an aborted push): a pending state left behind would keep showing a
      // filter the URL no longer has. A newer navigation's pending state is left alone.
      const settle = () => setPending((current) => (current === mine ? null : current));
      return method(href, as, { shallow: true, scroll: options.scroll ?? false }).then(
        (done) => {
          settle();
          return done;
        },
        (error: unknown) => {
          settle();
          throw error;
        },
      );
    },
    [linkTo, router.push, router.replace, urlKey],
  );

  return { query, ready: isReady, basePath, quickView, navigate, linkTo };
}
