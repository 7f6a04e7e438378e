import type { SuggestionsData } from '@/lib/search/search-types';
import { apiGet } from '@/services/api-client';
import useSWR, { type SWRResponse } from 'swr';

/* The browser side of search suggestions (GET /v1/search/suggestions). */

/** One query's suggestions; `signal` aborts it when a newer query starts. */
export function fetchSuggestions(path: string, q: string, signal: AbortSignal): Promise<SuggestionsData> {
  return apiGet<SuggestionsData>(path, { q }, { signal });
}

/** [path, query, locale]: the locale is in the key because the answer is in the shopper's language. */
export type SuggestionsKey = readonly [path: string, q: string, locale: string];

/**
 * Suggestions through SWR: every query stays cached a minute (typing back to an earlier one
 * answers at once); no retry, no refetch on focus or reconnect, since the box asks again anyway.
 */
export function useSuggestionsQuery(key: SuggestionsKey | null, fetcher: (key: SuggestionsKey) => Promise<SuggestionsData>): SWRResponse<SuggestionsData, unknown> {
  return useSWR<SuggestionsData, unknown, SuggestionsKey | null>(key, fetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    dedupingInterval: 60_000,
  });
}
