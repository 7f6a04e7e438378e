import type { ApiKey } from '@/services/swr-fetcher';

/**
 * The SWR fetcher of the listing, loading the API client (and axios with it) on the first
 * refinement: a shopper who only looks at the pre-rendered page never downloads it.
 */
export async function fetchFromApi<T>(key: ApiKey): Promise<T> {
  const { swrFetcher } = await import('@/services/swr-fetcher');
  return swrFetcher<T>(key);
}
