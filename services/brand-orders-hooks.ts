import useSWR from 'swr';
import type { BrandOrderDetail, BrandOrderList } from '@/lib/contracts/brands/orders-schemas';
import { isTransientApiError } from '@/services/api-error';
import type { BrandOrdersFilter } from '@/services/brand-orders-service';
import type { SwrFetcherError } from '@/services/swr-fetcher';

const service = () => import('@/services/brand-orders-service');

export function useBrandOrders(brandId: number, filter: BrandOrdersFilter, page: number) {
  return useSWR<BrandOrderList, SwrFetcherError>(
    ['deskhaus:brand-orders', brandId, filter.kind, filter.status ?? '', filter.q ?? '', page],
    () => service().then((api) => api.fetchBrandOrders(brandId, filter, page)),
    { keepPreviousData: true, shouldRetryOnError: isTransientApiError },
  );
}

export function useBrandOrder(brandId: number, code: string | null) {
  return useSWR<BrandOrderDetail, SwrFetcherError>(code ? ['deskhaus:brand-order', brandId, code] : null, () => service().then((api) => api.fetchBrandOrder(brandId, code!)), {
    shouldRetryOnError: isTransientApiError,
  });
}
