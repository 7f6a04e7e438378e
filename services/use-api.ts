import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { isTransientApiError } from '@/services/api-error';
import type { QueryParams } from '@/services/serialize-query';
import { swrFetcher, type ApiKey, type SwrFetcherError } from '@/services/swr-fetcher';

/** The SWR key for a path and params, or null (SWR then fetches nothing) while the path is unknown. */
export function apiKey(path: string | null | undefined, params?: QueryParams): ApiKey | null {
  if (!path) return null;
  return params === undefined ? path : [path, params];
}

/**
 * Server data through SWR. Pass a null path until the call's inputs exist (a signed-in user, a
 * slug from the router): the hook then stays idle instead of fetching a half-built URL.
 */
export function useApi<T>(
  path: string | null | undefined,
  params?: QueryParams,
  config?: SWRConfiguration<T, SwrFetcherError>,
): SWRResponse<T, SwrFetcherError> {
  return useSWR<T, SwrFetcherError, ApiKey | null>(apiKey(path, params), swrFetcher<T>, {
    // Retrying a 4xx or bad data would only repeat the same answer.
    shouldRetryOnError: isTransientApiError,
    ...config,
  });
}
