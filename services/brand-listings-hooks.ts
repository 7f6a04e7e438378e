import useSWR from 'swr';
import type { ListingList, ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import type { ListingsQuery } from '@/services/brand-listings-service';

const service = () => import('@/services/brand-listings-service');

/** One page of the active brand's listings; nothing is asked until the brand is known. */
export function useBrandListings(brandId: number | null, query: ListingsQuery) {
  return useSWR<ListingList>(brandId ? ['deskhaus:brand-listings', brandId, query.status ?? '', query.q ?? '', query.page ?? 1] : null, () => service().then((api) => api.fetchListings(brandId!, query)), {
    keepPreviousData: true,
  });
}

export function useBrandListing(brandId: number | null, productId: number | null) {
  return useSWR<ListingView>(brandId && productId ? ['deskhaus:brand-listing', brandId, productId] : null, () => service().then((api) => api.fetchListing(brandId!, productId!)));
}

export function useListingCategories(brandId: number | null) {
  return useSWR<{ id: number; name: string }[]>(brandId ? ['deskhaus:listing-categories', brandId] : null, () => service().then((api) => api.fetchListingCategories(brandId!)), { revalidateOnFocus: false });
}
