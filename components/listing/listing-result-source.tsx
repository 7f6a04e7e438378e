import { useEffect } from 'react';
import type { ListingResultData } from '@/lib/catalog/listing-types';
import { useListingResult } from '@/services/listing-hooks';
import type { ApiKey } from '@/services/listing-hooks';

/** What the list API has said so far about one listing state. */
export interface ListingResultReport {
  apiKey: ApiKey;
  data: ListingResultData | undefined;
  failed: boolean;
  isLoading: boolean;
  retry(): void;
}

/**
 * Holds the listing's SWR hook for a state other than the pre-rendered one, and reports what it
 * knows. It is a component of its own so that SWR loads with the first refinement, not with the
 * page (decision 0056): a shopper who only looks at the pre-rendered page never downloads it.
 */
export default function ListingResultSource({ apiKey, onReport }: { apiKey: ApiKey; onReport: (report: ListingResultReport) => void }) {
  const { data, error, isLoading, mutate } = useListingResult(apiKey);
  const failed = error !== undefined;
  useEffect(() => {
    onReport({ apiKey, data, failed, isLoading, retry: () => void mutate() });
  }, [apiKey, data, failed, isLoading, mutate, onReport]);
  return null;
}
