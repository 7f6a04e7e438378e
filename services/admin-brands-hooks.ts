import useSWR from 'swr';
import type { AdminBrandDetail, AdminBrandList, AdminOverview } from '@/lib/contracts/brands/admin-brands-schemas';
import type { AdminBrandsQuery } from '@/services/admin-brands-service';

const service = () => import('@/services/admin-brands-service');

/** The /admin counts; nothing is asked until the page knows the caller operates the store. */
export function useAdminOverview(enabled = true) {
  return useSWR<AdminOverview>(enabled ? 'deskhaus:admin-overview' : null, () => service().then((api) => api.fetchAdminOverview()));
}

export function useAdminBrands(query: AdminBrandsQuery) {
  return useSWR<AdminBrandList>(['deskhaus:admin-brands', query.status ?? '', query.q ?? '', query.page ?? 1], () =>
    service().then((api) => api.fetchAdminBrands(query)),
  { keepPreviousData: true },
  );
}

export function useAdminBrand(brandId: number | null) {
  return useSWR<AdminBrandDetail>(brandId === null ? null : ['deskhaus:admin-brand', brandId], () => service().then((api) => api.fetchAdminBrand(brandId!)));
}
