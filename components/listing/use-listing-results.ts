import { useState, type ReactNode } from 'react';
import { isDefaultListingQuery, listingUrlQuery, setPage, type ListingQuery } from '@/lib/catalog/listing-query';
import { listingScopeApiParams, type ListingScope } from '@/lib/catalog/listing-scope';
import type { ListingResultData } from '@/lib/catalog/listing-types';
import type { PageListing } from '@/lib/catalog/packed-listing';
import { useDeferredApi } from '@/services/use-deferred-api';

export const LIST_PRODUCTS_PATH = '/v1/catalog/products';

export type ListingStatus = 'ready' | 'refreshing' | 'loading' | 'error';

export interface ListingResults {
  /** What to show: the result of the state, the previous one while refreshing, or null while loading. */
  result: ListingResultData | null;
  status: ListingStatus;
  retry(): void;
  /** Render it anywhere in the page: it fetches the results of a state that was not pre-rendered. */
  source: ReactNode;
}

/**
 * The products of a listing state. The pre-rendered page carries the default state; any other
 * state is fetched from the list API (and cached by SWR, so Back shows the previous results at
 * once). While a new state loads after a shopper's change, the previous results stay on screen,
 * dimmed; a URL opened with filters shows skeletons until its results arrive.
 */
export function useListingResults(input: {
  scope: ListingScope;
  initial: PageListing<ListingResultData>;
  /** False in the first document, whose rows are only in the kept grid's markup (decision 0063). */
  initialRowsHere: boolean;
  initialPage?: number;
  query: ListingQuery;
  ready: boolean;
}): ListingResults {
  const { scope, initial, initialRowsHere, query, ready } = input;
  // The pre-rendered state: featured, no filter, on the page the server rendered (1, or N on /sale?page=N).
  const initialPage = input.initialPage ?? 1;
  const isInitial = query.page === initialPage && isDefaultListingQuery(setPage(query, 1));
  // Back to the pre-rendered state after a change, the kept grid is gone: without the rows in the
  // page data, that state is fetched like any other.
  const [leftInitial, setLeftInitial] = useState(false);
  if (ready && !isInitial && !leftInitial) setLeftInitial(true);
  const wanted = ready && (!isInitial || (leftInitial && !initialRowsHere));
  // Any other state comes through a source loaded on demand: SWR and the API client load with the
  // first refinement, not with the pre-rendered page (decision 0056).
  const fetched = useDeferredApi<ListingResultData>(
    wanted ? LIST_PRODUCTS_PATH : null,
    { ...listingScopeApiParams(scope), ...listingUrlQuery(query), include: ['facets'] },
    { keepPreviousData: true, revalidateOnFocus: false, dedupingInterval: 60_000 },
  );
  const [shown, setShown] = useState<ListingResultData | null>(null);

  let result: ListingResultData | null;
  let status: ListingStatus;
  if (!wanted) {
    result = initial;
    status = 'ready';
  } else if (fetched.failed && !fetched.isLoading) {
    result = shown;
    status = 'error';
  } else if (fetched.isLoading) {
    // While loading, the last fetched result; after the default page the last shown one is `initial`.
    result = fetched.data ?? shown;
    status = result ? 'refreshing' : 'loading';
  } else {
    result = fetched.data ?? null;
    status = result ? 'ready' : 'loading';
  }
  // Before the router has read the URL the default page shows, which is no result of the URL's own state.
  if (ready && status === 'ready' && result && result !== shown) setShown(result);
  return { result, status, retry: () => void fetched.refresh(), source: fetched.source };
}
