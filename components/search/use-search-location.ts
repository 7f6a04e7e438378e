import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { SEARCH_PATH } from '@/lib/navigation/site-navigation';
import { firstQueryValue } from '@/lib/seo/page-query';
import { SEARCH_PARAMS, searchHref, searchUrlQuery, type SearchPageState } from '@/lib/search/search-page-query';
import type { SearchQuickViewLink } from './search-result-card';

export interface SearchLocation {
  /** The state on screen: the one asked for while its results load, then the URL's. */
  state: SearchPageState;
  /** True while the results of a new state are on their way. */
  updating: boolean;
  navigate(next: SearchPageState, options?: { scroll?: boolean }): void;
  href(next: SearchPageState): string;
  quickViewCode: string | null;
  quickViewLink(code: string): SearchQuickViewLink;
  closeQuickView(): void;
}

/**
 * The search page's state lives in its URL. A change of filters, sort or page is a real
 * navigation (the server renders the new results: getServerSideProps); quick view is a shallow
 * one, so opening it never searches again.
 */
export function useSearchLocation(current: SearchPageState): SearchLocation {
  const router = useRouter();
  const [pending, setPending] = useState<SearchPageState | null>(null);
  const quickViewOpenedHere = useRef(false);
  const previousQuickView = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const done = () => setPending(null);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);

  const navigate = useCallback(
    (next: SearchPageState, options: { scroll?: boolean } = {}) => {
      setPending(next);
      void router.push({ pathname: SEARCH_PATH, query: searchUrlQuery(next) }, undefined, { scroll: options.scroll ?? false });
    },
    [router],
  );

  const quickViewLink = useCallback(
    (code: string): SearchQuickViewLink => {
      const base = searchHref(current);
      return {
        href: { pathname: SEARCH_PATH, query: { ...searchUrlQuery(current), [SEARCH_PARAMS.quickView]: code } },
        as: `${base}${base.includes('?') ? '&' : '?'}${SEARCH_PARAMS.quickView}=${encodeURIComponent(code)}`,
      };
    },
    [current],
  );

  const quickViewCode = firstQueryValue(router.query[SEARCH_PARAMS.quickView] as string | string[] | undefined) ?? null;
  useEffect(() => {
    if (!router.isReady) return;
    // Opened by a click on this page (Back closes it) rather than by the URL it was loaded with.
    if (quickViewCode !== null) quickViewOpenedHere.current = previousQuickView.current === null;
    previousQuickView.current = quickViewCode;
  }, [quickViewCode, router.isReady]);

  const closeQuickView = useCallback(() => {
    if (quickViewOpenedHere.current) {
      router.back();
      return;
    }
    void router.replace({ pathname: SEARCH_PATH, query: searchUrlQuery(current) }, searchHref(current), { shallow: true, scroll: false });
  }, [current, router]);

  return {
    state: pending ?? current,
    updating: pending !== null,
    navigate,
    href: (next) => searchHref(next),
    quickViewCode,
    quickViewLink,
    closeQuickView,
  };
}
