import useSWR from 'swr';
import type { ListingState } from '@/lib/catalog/listing-rules';
import type { AdminListingDetail, AdminListingList } from '@/services/admin-products-service';

const service = () => import('@/services/admin-products-service');

export function useAdminProducts(query: { state: ListingState; page: number }) {
  return useSWR<AdminListingList>(['deskhaus:admin-products', query.state, query.page], () => service().then((api) => api.fetchAdminProducts(query)), { keepPreviousData: true });
}

export function useAdminProduct(productId: number | null) {
  return useSWR<AdminListingDetail>(productId === null ? null : ['deskhaus:admin-product', productId], () => service().then((api) => api.fetchAdminProduct(productId!)));
}
