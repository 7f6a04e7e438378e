import { useCallback, useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH } from '@/lib/search/search-constants';
import type { SuggestionsData } from '@/lib/search/search-types';
import { fetchSuggestions, useSuggestionsQuery } from '@/services/search-service';
import { useDebouncedValue } from './use-debounced-value';

export const SUGGESTIONS_PATH = '/v1/search/suggestions';

type SuggestionsKey = readonly [path: string, q: string, locale: string];

export interface SuggestionsState {
  /** The answer for the latest settled query (kept while the next one loads). */
  data: SuggestionsData | undefined;
  loading: boolean;
  failed: boolean;
  /** The query the suggestions are fetched for, once typing pauses. */
  settledQuery: string;
}

/**
 * Suggestions for what is typed: fetched once typing pauses (SUGGEST_DEBOUNCE_MS), each query
 * kept by SWR (typing back to an earlier query answers at once), and a request still running
 * when a newer one starts is aborted, so a slow old answer never replaces a newer one.
 */
export function useSuggestions(query: string): SuggestionsState {
  const { locale = 'en-US' } = useRouter();
  const settledQuery = useDebouncedValue(query, SUGGEST_DEBOUNCE_MS);
  const running = useRef<AbortController | null>(null);

  const fetcher = useCallback(([path, q]: SuggestionsKey) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    return fetchSuggestions(path, q, controller.signal);
  }, []);
  useEffect(() => () => running.current?.abort(), []);

  const key: SuggestionsKey | null = settledQuery.trim().length >= SUGGEST_MIN_LENGTH ? [SUGGESTIONS_PATH, settledQuery, locale] : null;
  const { data, error, isLoading } = useSuggestionsQuery(key, fetcher);
  const waiting = query !== settledQuery;
  return { data: key ? data : undefined, loading: key !== null && (isLoading || waiting), failed: key !== null && error !== undefined && !waiting, settledQuery };
}
