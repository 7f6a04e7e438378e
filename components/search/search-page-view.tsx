import { useEffect, useRef } from 'react';
import dynamic from 'next/dynamic';
import Link from '@/components/common/store-link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { FacetSidebarPanel, useLiveFacetPanel } from '@/components/listing/facet-sidebar';
import { LazyFilterDrawer, prepareFilterDrawer } from '@/components/listing/lazy-filter-drawer';
import { useLazyDialog } from '@/components/common/use-lazy-dialog';
import { PageHead } from '@/components/seo/page-head';
import { countActiveFilters, emptyListingFilters, hasActiveFilters, type ListingQuery } from '@/lib/catalog/listing-query';
import { STORE_NAME } from '@/lib/navigation/store-name';
import { asListingQuery, withFilters, type SearchPageState } from '@/lib/search/search-page-query';
import type { SearchResultData } from '@/lib/search/search-types';
import type { PageListing } from '@/lib/catalog/packed-listing';
import { SEARCH_QUERY_PARAM } from '@/lib/seo/canonical-url';
import { SearchNotices } from './search-notices';
import { SearchPagination } from './search-pagination';
import { SearchQuickView } from './search-quick-view';
import { KeptSearchGrid } from './kept-search-grid';
import { SearchToolbar } from './search-toolbar';
import { searchCountText } from './search-count';
import { useSearchLocation } from './use-search-location';

// Shown only in some states (filters chosen, no query, no result): server-rendered when shown,
// their code is not in the first load of a page that does not show them (decision 0056).
const ActiveFilterChips = dynamic(() => import('@/components/listing/active-filter-chips').then((module) => module.ActiveFilterChips));
const SearchEmptyState = dynamic(() => import('./search-empty-state').then((module) => module.SearchEmptyState));
const SearchStart = dynamic(() => import('./search-empty-state').then((module) => module.SearchStart));


export interface SearchPageViewProps {
  state: SearchPageState;
  /** Its `items` are empty in the first document, whose grid is kept markup; `itemCount` counts them. */
  result: PageListing<SearchResultData> | null;
}

/**
 * /search?q=: results rendered on the server, with the category pages' facets and sort, marked
 * matches, corrections and a helpful empty state. Filters, sort and page are links in the URL.
 */
export function SearchPageView({ state: urlState, result }: SearchPageViewProps) {
  const { t } = useTranslation('search');
  const { t: tListing } = useTranslation('listing');
  const { locale } = useRouter();
  const location = useSearchLocation(urlState);
  const { state } = location;
  const drawer = useLazyDialog();
  const sidebar = useLiveFacetPanel();
  const resultsRef = useRef<HTMLElement>(null);
  // As on category pages (decision 0059): tests wait for this before using a displayed sidebar.
  useEffect(() => {
    resultsRef.current?.setAttribute('data-listing-ready', String(sidebar.settled));
  }, [sidebar.settled]);

  const changeFilters = (next: ListingQuery) => location.navigate(withFilters(state, next.filters));
  const facets = result?.facets ?? null;
  const listingQuery = asListingQuery(state);
  const hasResults = result !== null && result.itemCount > 0;
  const title = urlState.q ? t('meta.titleWithQuery', { query: urlState.q }) : t('meta.title');
  const description =
    result && result.totalItems > 0
      ? t('meta.descriptionWithQuery', { query: urlState.q, count: result.totalItems, storeName: STORE_NAME })
      : t('meta.description', { storeName: STORE_NAME });

  const head = (
    <PageHead
      pageKind="search"
      title={title}
      description={description}
      path="/search"
      query={urlState.q ? { [SEARCH_QUERY_PARAM]: urlState.q } : {}}
      // An empty search or one without results is no page worth finding from a search engine.
      noIndex={!hasResults}
    />
  );

  if (result === null) {
    return (
      <>
        {head}
        <div className="container-page pt-8 pb-16 md:pt-12 md:pb-24">
          <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">{t('heading.start')}</h1>
          <SearchStart />
        </div>
      </>
    );
  }

  const filtered = hasActiveFilters(state.filters);
  if (result.match === 'none' && !filtered) {
    return (
      <>
        {head}
        <div className="container-page pt-8 pb-16 md:pt-12 md:pb-24">
          <h1 className="sr-only">{t('heading.results', { query: result.query })}</h1>
          <SearchEmptyState query={result.query} />
        </div>
      </>
    );
  }

  return (
    <>
      {head}
      <header className="container-page pt-8 pb-2 md:pt-12">
        <h1 className="text-3xl font-semibold tracking-tight text-balance text-ink md:text-4xl">{t('heading.results', { query: result.query })}</h1>
        <p className="mt-2 text-ink-muted sm:hidden">{searchCountText(t, result.totalItems, result.totalIsCapped, locale)}</p>
        <SearchNotices result={result} />
      </header>
      <div className="container-page pb-16 md:pb-24">
        <div className={clsx(facets && 'lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)] lg:gap-10 xl:gap-14')}>
          {facets ? (
            <aside aria-label={tListing('filters.title')} className="hidden lg:block">
              <div className="sticky top-32 max-h-[calc(100dvh-9rem)] overflow-y-auto overscroll-contain pe-2 pt-3 pb-8 [scrollbar-width:thin]">
                <h2 className="sr-only">{tListing('filters.title')}</h2>
                <FacetSidebarPanel live={sidebar.Panel} facets={facets} query={listingQuery} onChange={changeFilters} idPrefix="sidebar" />
              </div>
            </aside>
          ) : null}
          <section ref={resultsRef} aria-label={t('results.label')} aria-busy={location.updating}>
            <SearchToolbar
              totalItems={result.totalItems}
              totalIsCapped={result.totalIsCapped}
              activeFilterCount={countActiveFilters(state.filters)}
              hasFacets={facets !== null}
              sort={state.sort}
              onSortChange={(sort) => location.navigate({ ...state, sort, page: 1 })}
              onOpenFilters={drawer.show}
              onPrepareFilters={prepareFilterDrawer}
              filterButtonRef={drawer.openerRef}
            />
            {facets && hasActiveFilters(listingQuery.filters) ? <ActiveFilterChips query={listingQuery} facets={facets} currency={facets.price.currency} onChange={changeFilters} /> : null}
            <div className={clsx('pt-3 transition-opacity', location.updating && 'opacity-60')}>
              {result.itemCount > 0 ? (
                <KeptSearchGrid result={result} items={result.items} firstPage={state.page === 1} quickViewLink={location.quickViewLink} />
              ) : result.totalItems > 0 ? (
                <div className="flex flex-col items-center rounded-3xl bg-surface px-6 py-16 text-center">
                  <h2 className="text-xl font-semibold text-ink">{tListing('empty.pageTitle')}</h2>
                  <p className="mt-2 text-ink-muted">{tListing('empty.pageBody')}</p>
                  <Link href={location.href({ ...urlState, page: 1 })} className="btn-primary mt-6">
                    {tListing('empty.firstPage')}
                  </Link>
                </div>
              ) : (
                <div className="flex flex-col items-center rounded-3xl bg-surface px-6 py-16 text-center">
                  <h2 className="text-xl font-semibold text-ink">{tListing('empty.filteredTitle')}</h2>
                  <button type="button" className="btn-primary mt-6" onClick={() => location.navigate(withFilters(state, emptyListingFilters()))}>
                    {tListing('empty.clear')}
                  </button>
                </div>
              )}
            </div>
            <SearchPagination state={urlState} totalPages={result.totalPages} href={location.href} />
          </section>
        </div>
      </div>
      <LazyFilterDrawer dialog={drawer} facets={facets} query={listingQuery} totalItems={result.totalItems} onChange={changeFilters} />
      <SearchQuickView code={location.quickViewCode} items={result.items} onClose={location.closeQuickView} />
    </>
  );
}
