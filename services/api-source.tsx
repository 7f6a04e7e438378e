import { useEffect } from 'react';
import type { QueryParams } from '@/services/serialize-query';
import { useApi } from '@/services/use-api';

/** What an API source has said so far about one call (its key text names the call). */
export interface ApiSourceReport {
  keyText: string;
  data: unknown;
  failed: boolean;
  isLoading: boolean;
  refresh(): Promise<unknown>;
}

export interface ApiSourceProps {
  keyText: string;
  path: string;
  params?: QueryParams;
  keepPreviousData?: boolean;
  revalidateOnFocus?: boolean;
  dedupingInterval?: number;
  onReport(report: ApiSourceReport): void;
}

/**
 * Holds one SWR hook and reports what it knows. Loaded on its own by useDeferredApi
 * (services/use-deferred-api.ts), so SWR and the API client come with the first call a page makes
 * after it is shown, not with the page (decision 0056).
 */
export default function ApiSource({ keyText, path, params, keepPreviousData = false, revalidateOnFocus = true, dedupingInterval, onReport }: ApiSourceProps) {
  const { data, error, isLoading, mutate } = useApi<unknown>(path, params, { keepPreviousData, revalidateOnFocus, ...(dedupingInterval === undefined ? {} : { dedupingInterval }) });
  const failed = error !== undefined;
  useEffect(() => {
    onReport({ keyText, data, failed, isLoading, refresh: () => mutate() });
  }, [keyText, data, failed, isLoading, mutate, onReport]);
  return null;
}
