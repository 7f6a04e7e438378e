import { createElement, useMemo, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { isDefaultListingQuery, listingUrlQuery, setPage, type ListingQuery } from '@/lib/catalog/listing-query';
import { listingScopeApiParams, type ListingScope } from '@/lib/catalog/listing-scope';
import type { ListingResultData } from '@/lib/catalog/listing-types';
import type { ApiKey } from '@/services/listing-hooks';
import type { ListingResultReport } from './listing-result-source';

// SWR and the list API's hook load with the first state that is not the pre-rendered one.
const ListingResultSource = dynamic(() => import('./listing-result-source'), { ssr: false });

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
export function useListingResults(input: { scope: ListingScope; initial: ListingResultData; initialPage?: number; query: ListingQuery; ready: boolean }): ListingResults {
  const { scope, initial, query, ready } = input;
  // The pre-rendered state: featured, no filter, on the page the server rendered (1, or N on /sale?page=N).
  const initialPage = input.initialPage ?? 1;
  const isInitial = query.page === initialPage && isDefaultListingQuery(setPage(query, 1));
  const key = ready && !isInitial ? ([LIST_PRODUCTS_PATH, { ...listingScopeApiParams(scope), ...listingUrlQuery(query), include: ['facets'] }] as const) : null;
  // One key object per state, so the source reports once per change rather than once per render.
  const keyText = key === null ? null : JSON.stringify(key);
  const apiKey = useMemo(() => (keyText === null ? null : (JSON.parse(keyText) as ApiKey)), [keyText]);
  const [report, setReport] = useState<ListingResultReport | null>(null);
  const [shown, setShown] = useState<ListingResultData | null>(null);
  // A report about another state stands for "loading", keeping that state's results (as SWR's keepPreviousData).
  const current = report !== null && report.apiKey === apiKey ? report : null;

  let result: ListingResultData | null;
  let status: ListingStatus;
  if (apiKey === null) {
    result = initial;
    status = 'ready';
  } else if (current?.failed && !current.isLoading) {
    result = shown;
    status = 'error';
  } else if (!current || current.isLoading) {
    // While loading, the last fetched result; after the default page the last shown one is `initial`.
    result = (current ?? report)?.data ?? shown;
    status = result ? 'refreshing' : 'loading';
  } else {
    result = current.data ?? null;
    status = result ? 'ready' : 'loading';
  }
  // Before the router has read the URL the default page shows, which is no result of the URL's own state.
  if (ready && status === 'ready' && result && result !== shown) setShown(result);
  const source = apiKey === null ? null : createElement(ListingResultSource, { apiKey, onReport: setReport });
  return { result, status, retry: () => current?.retry(), source };
}
