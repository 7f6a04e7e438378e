import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { BrandApplication } from '@/lib/contracts/brands/applications-schemas';
import { WORKSPACES_KEY } from '@/services/brand-workspaces-hooks';
import type { AdminApplication, ApplicationsPage, ReviewableStatus } from '@/lib/contracts/brands/admin-applications-schemas';

/* Brand applications through SWR; the services (and axios) load with the first fetch. */

const loadBrandService = () => import('@/services/brand-applications-service');
const loadAdminService = () => import('@/services/admin-brand-applications-service');

export const brandApplicationKey = (brandId: number) => ['deskhaus:brand-application', brandId] as const;

/** The application of the active brand; nothing is asked without a brand. */
export function useBrandApplication(brandId: number | null) {
  return useSWR<BrandApplication>(brandId ? brandApplicationKey(brandId) : null, () => loadBrandService().then((service) => service.fetchBrandApplication(brandId!)));
}

export function useBrandApplications(status: ReviewableStatus, page: number) {
  return useSWR<ApplicationsPage>(['deskhaus:admin-brand-applications', status, page], () => loadAdminService().then((service) => service.fetchBrandApplications(status, page)), {
    keepPreviousData: true,
  });
}

export function useAdminBrandApplication(brandId: number | null) {
  return useSWR<AdminApplication>(brandId ? ['deskhaus:admin-brand-application', brandId] : null, () => loadAdminService().then((service) => service.fetchAdminBrandApplication(brandId!)));
}

/** Reloads the person's brands (a new application, a renamed brand, a changed state). */
export function useRefreshMyWorkspaces() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(WORKSPACES_KEY), [mutate]);
}
