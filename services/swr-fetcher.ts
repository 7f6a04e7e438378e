import type { ApiEnvelope } from '@/services/api-envelope';
import type { ApiError } from '@/services/api-error';
import type { QueryParams } from '@/services/serialize-query';

/** An SWR key for the API: the path alone, or the path and its query parameters. */
export type ApiKey = string | readonly [path: string, params?: QueryParams];

/**
 * What the fetcher throws, and so what SWR reports as `error` (spec §8: "the data fetcher throws
 * the bad data or the error kind"):
 * - the envelope itself (`{ status, data?, message? }`, status not positive) when a 2xx answer
 *   carried an envelope reporting failure;
 * - otherwise the `ApiError`, whose `kind` names the failure. That includes a 2xx whose body is
 *   not an envelope at all (kind 'bad-data', body on `error.body`): such a body may be empty or
 *   a string, and SWR cannot tell a thrown `undefined` from no error.
 * Tell them apart with `error instanceof ApiError`.
 */
export type SwrFetcherError = ApiEnvelope | ApiError;

/** Spec §7 generic data fetching: GETs the key's path and resolves with the envelope's data. */
export async function swrFetcher<T>(key: ApiKey): Promise<T> {
  const [path, params] = typeof key === 'string' ? [key, undefined] : key;
  // axios and the error classifier come with the first fetch, not with every page whose code
  // might fetch: a product page that shows its cached reviews never loads them.
  const { fetchApiData } = await import('@/services/fetch-api-data');
  return fetchApiData<T>(path, params);
}
