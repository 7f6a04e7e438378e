import useSWR, { type SWRResponse } from 'swr';
import type { ListingResultData } from '@/lib/catalog/listing-types';
import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import type { ApiKey } from '@/services/swr-fetcher';

/*
 * The listing's data hooks (SWR). The API client, and axios with it, loads on the first
 * refinement or quick view: a shopper who only looks at the pre-rendered page never downloads it.
 */
async function fetchFromApi<T>(key: ApiKey): Promise<T> {
  const { swrFetcher } = await import('@/services/swr-fetcher');
  return swrFetcher<T>(key);
}

/** The list API's answer for a quick view (its key asks for one product with include=quick_view). */
export function useQuickViewListing(key: ApiKey): SWRResponse<ListingResultData> {
  return useSWR<ListingResultData>(key, fetchFromApi, { revalidateOnFocus: false });
}

/** A product's detail, for the quick view's add-to-cart button. */
export function useProductDetail(code: string): SWRResponse<ProductDetail> {
  return useSWR<ProductDetail>(`/v1/catalog/products/${encodeURIComponent(code)}`, fetchFromApi, { revalidateOnFocus: false });
}
