import { apiGet } from '@/services/api-client';
import { isApiEnvelope } from '@/services/api-envelope';
import { classifyError } from '@/services/classify-error';
import type { QueryParams } from '@/services/serialize-query';
import type { SwrFetcherError } from '@/services/swr-fetcher';

export function toSwrFetcherError(error: unknown): SwrFetcherError {
  const apiError = classifyError(error);
  return apiError.kind === 'bad-data' && isApiEnvelope(apiError.body) && !(apiError.body.status > 0) ? apiError.body : apiError;
}

/** The GET behind swrFetcher, loaded on its first use (see swr-fetcher.ts). */
export async function fetchApiData<T>(path: string, params?: QueryParams): Promise<T> {
  try {
    return await apiGet<T>(path, params);
  } catch (error) {
    throw toSwrFetcherError(error);
  }
}
