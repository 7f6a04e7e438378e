import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { PageHead } from '@/components/seo/page-head';
import type { ProductCardQuickView } from '@/components/catalog/product-card';
import { useLazyDialog } from '@/components/common/use-lazy-dialog';
import { clearFilters, countActiveFilters, hasActiveFilters, setPage, setSort, type ListingQuery } from '@/lib/catalog/listing-query';
import type { ListingItemData, ListingPageData, ListingResultData } from '@/lib/catalog/listing-types';
import { unpackListing } from '@/lib/catalog/packed-listing';
import { CATEGORY_PAGE_PARAM } from '@/lib/seo/canonical-url';
import { STORE_NAME } from '@/lib/navigation/store-name';
import { FacetSidebarPanel, useLiveFacetPanel } from './facet-sidebar';
import { LazyFilterDrawer, prepareFilterDrawer } from './lazy-filter-drawer';
import { listingHeadText } from './listing-head-text';
import { KeptListingHeader } from './kept-listing-header';
import { ListingGridSkeleton } from './listing-grid-skeleton';
import { KeptListingGrid } from './kept-listing-grid';
import { ListingToolbar } from './listing-toolbar';
import { QuickViewHost } from './quick-view-host';
import { BannerSlot } from '@/components/banners/banner-slot';
import { useListingLocation } from './use-listing-query';
import { useListingResults } from './use-listing-results';

export const LISTING_RESULTS_ID = 'listing-results';

// Parts only some states of a listing show (filters chosen, an error, no results, a brand's
// store): server-rendered when shown, but their code is not in the first load of a page that
// does not show them (decision 0056).
const ActiveFilterChips = dynamic(() => import('./active-filter-chips').then((module) => module.ActiveFilterChips));
const ListingEmptyState = dynamic(() => import('./listing-empty-state').then((module) => module.ListingEmptyState));
const ListingError = dynamic(() => import('./listing-error').then((module) => module.ListingError));
// A listing of one page (most categories) shows no page links.
const ListingPagination = dynamic(() => import('./listing-pagination').then((module) => module.ListingPagination));
const StorefrontPolicies = dynamic(() => import('@/components/brand/profile/storefront-policies').then((module) => module.StorefrontPolicies));

/**
 * A catalog listing: category, landing collection or vendor store. The pre-rendered page
 * carries page 1 in featured order (page N on /sale?page=N, decision 0044); filters, sort and page live in the URL and their results
 * come from the list API, rendered in place.
 */
export function ListingPage({ scope, header, initial: packed, kept, initialPage, banners }: ListingPageData) {
  const { t } = useTranslation('listing');
  // No rows in the first document: its grid is the server's kept markup (decision 0063).
  const initial = useMemo(() => unpackListing<ListingResultData>(packed, kept), [packed, kept]);
  const head = listingHeadText(header, t, STORE_NAME);
  const location = useListingLocation(initialPage ? { initialPage, path: head.path } : {});
  const { query } = location;
  const { result, status, retry, source } = useListingResults({ scope, initial, initialRowsHere: kept !== undefined, initialPage, query, ready: location.ready });
  const drawer = useLazyDialog();
  const sidebar = useLiveFacetPanel();
  const resultsRef = useRef<HTMLElement>(null);
  const scrollOnResult = useRef(false);

  const facets = result?.facets ?? initial.facets;
  const currency = facets?.price.currency ?? result?.items[0]?.price.currency ?? 'USD';

  const change = (next: ListingQuery) => void location.navigate(next);

  // Tests wait for `data-listing-ready`: controls work once the page has hydrated, the router
  // has read the URL and a displayed filters sidebar is live (decision 0059). An effect writes it
  // because a rendered "hydrated" flag re-rendered the whole listing right after hydration, in one
  // long task on a phone (decision 0021).
  const ready = location.ready && sidebar.settled;
  useEffect(() => {
    resultsRef.current?.setAttribute('data-listing-ready', String(ready));
  }, [ready]);

  // A new page of results starts at the top of the results, not where the pagination was.
  useEffect(() => {
    if (!scrollOnResult.current || status !== 'ready') return;
    scrollOnResult.current = false;
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [status, query.page]);

  const quickViewOf = (item: ListingItemData): ProductCardQuickView | undefined =>
    item.quickViewEnabled
      ? { ...location.linkTo(query, { quickView: item.code }), label: t('quickView.openFor', { name: item.name }), text: t('quickView.open') }
      : undefined;

  let body: ReactNode;
  if (status === 'error' && !result) {
    body = <ListingError onRetry={retry} />;
  } else if (!result) {
    body = <ListingGridSkeleton />;
  } else if ((result === initial ? initial.itemCount : result.items.length) === 0) {
    const kind = result.totalItems > 0 ? 'pastLastPage' : hasActiveFilters(query.filters) ? 'filtered' : 'empty';
    body = <ListingEmptyState kind={kind} name={head.title} onClearFilters={() => change(clearFilters(query))} firstPage={location.linkTo(setPage(query, 1))} />;
  } else {
    body = (
      <>
        {status === 'error' ? <ListingError onRetry={retry} /> : null}
        <div className={clsx('transition-opacity duration-200', status === 'refreshing' && 'pointer-events-none opacity-50')}>
          {/* Keyed by listing: a client-side move to another listing never keeps this one's markup. */}
          <KeptListingGrid key={`${head.path}|${initialPage ?? 1}`} changed={result !== initial} items={result.items} quickViewOf={quickViewOf} eager={query.page === 1} />
        </div>
        {result.totalPages > 1 ? (
          <ListingPagination query={query} totalPages={result.totalPages} linkTo={location.linkTo} onNavigate={() => (scrollOnResult.current = true)} />
        ) : null}
      </>
    );
  }

  const pageTitle = query.page > 1 ? t('meta.pagedTitle', { title: head.title, page: query.page }) : head.title;
  return (
    <>
      <PageHead
        pageKind="category"
        title={pageTitle}
        description={head.description}
        path={head.path}
        query={{ [CATEGORY_PAGE_PARAM]: String(query.page) }}
        breadcrumbs={head.breadcrumbs}
      />
      {/* Keyed by listing, as the grid: another listing's header is never kept. */}
      <KeptListingHeader key={`${head.path}|${initialPage ?? 1}`} header={header} title={head.title} breadcrumbs={head.breadcrumbs} />
      {source}
      <div className="container-page pb-16 md:pb-24">
        <div className="lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)] lg:gap-10 xl:gap-14">
          <aside aria-label={t('filters.title')} className="hidden lg:block">
            {facets ? (
              <div className="sticky top-32 max-h-[calc(100dvh-9rem)] overflow-y-auto overscroll-contain pe-2 pt-3 pb-8 [scrollbar-width:thin]">
                <h2 className="sr-only">{t('filters.title')}</h2>
                <FacetSidebarPanel live={sidebar.Panel} facets={facets} query={query} onChange={change} idPrefix="sidebar" />
              </div>
            ) : null}
          </aside>
          <section
            id={LISTING_RESULTS_ID}
            ref={resultsRef}
            aria-busy={status === 'loading' || status === 'refreshing'}
            className="scroll-mt-44 lg:scroll-mt-32"
          >
            <ListingToolbar
              totalItems={result?.totalItems ?? null}
              activeFilterCount={countActiveFilters(query.filters)}
              sort={query.sort}
              onSortChange={(sort) => change(setSort(query, sort))}
              onOpenFilters={drawer.show}
              onPrepareFilters={prepareFilterDrawer}
              filterButtonRef={drawer.openerRef}
            />
            {hasActiveFilters(query.filters) ? <ActiveFilterChips query={query} facets={facets} currency={currency} onChange={change} /> : null}
            <div className="pt-3">{body}</div>
          </section>
        </div>
        <BannerSlot data={banners} className="mt-12" />
        {header.kind === 'vendor' && header.brand ? (
          <div className="mt-12">
            <StorefrontPolicies
              policies={header.brand.policies}
              title={t('store.policies.title', { name: header.name })}
              labels={{ shipping: t('store.policies.shipping'), returns: t('store.policies.returns'), warranty: t('store.policies.warranty') }}
            />
          </div>
        ) : null}
      </div>
      <LazyFilterDrawer dialog={drawer} facets={facets} query={query} totalItems={result?.totalItems ?? null} onChange={change} />
      <QuickViewHost location={location} items={result?.items ?? []} />
    </>
  );
}
