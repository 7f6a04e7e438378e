import { createElement, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import type { ApiSourceReport } from '@/services/api-source';
import type { QueryParams } from '@/services/serialize-query';

const ApiSource = dynamic(() => import('@/services/api-source'), { ssr: false });

export interface DeferredApiOptions {
  /** While another call loads, keep the data of the one before (SWR's keepPreviousData). */
  keepPreviousData?: boolean;
  revalidateOnFocus?: boolean;
  /** How long the same call is answered from SWR's cache without asking again (ms). */
  dedupingInterval?: number;
}

export interface DeferredApi<T> {
  data: T | undefined;
  failed: boolean;
  /** A call is wanted and has not answered yet. */
  isLoading: boolean;
  /** Asks again (after a failure, or after the shopper changed what the call returns). */
  refresh(): Promise<unknown>;
  /** Render it anywhere in the calling component: it makes the call. */
  source: ReactNode;
}

/**
 * Server data for something a page shows after it has been shown: another page of reviews, the
 * shopper's own review. Pass a null path while nothing is wanted: then neither SWR nor the API
 * client loads (decision 0056). The data is the API's JSON, as useApi gives it.
 */
export function useDeferredApi<T>(path: string | null, params?: QueryParams, options: DeferredApiOptions = {}): DeferredApi<T> {
  const [report, setReport] = useState<ApiSourceReport | null>(null);
  const keyText = path === null ? null : JSON.stringify([path, params ?? null]);
  const current = report !== null && report.keyText === keyText ? report : null;
  const isLoading = keyText !== null && (current === null || current.isLoading);
  const previous = options.keepPreviousData && isLoading ? report?.data : undefined;
  return {
    data: (current?.data ?? previous) as T | undefined,
    failed: current?.failed ?? false,
    isLoading,
    refresh: () => current?.refresh() ?? Promise.resolve(undefined),
    source:
      path === null || keyText === null
        ? null
        : createElement(ApiSource, { keyText, path, params, ...options, onReport: setReport }),
  };
}
