import { apiDelete, apiGet, apiPost } from '@/services/api-client';
import type { AdminBrandDetail, AdminBrandList, AdminOverview } from '@/lib/contracts/brands/admin-brands-schemas';

export type { AdminBrandDetail, AdminBrandList, AdminBrandSummary, AdminOverview } from '@/lib/contracts/brands/admin-brands-schemas';

export interface AdminBrandsQuery {
  status?: 'approved' | 'suspended';
  q?: string;
  page?: number;
}

/** GET /v1/admin/overview: applications waiting, brands approved and suspended. */
export function fetchAdminOverview(): Promise<AdminOverview> {
  return apiGet<AdminOverview>('/v1/admin/overview');
}

/** GET /v1/admin/brands: approved and suspended brands, 20 a page. */
export function fetchAdminBrands(query: AdminBrandsQuery): Promise<AdminBrandList> {
  return apiGet<AdminBrandList>('/v1/admin/brands', {
    ...(query.status ? { status: query.status } : {}),
    ...(query.q ? { q: query.q } : {}),
    page: query.page ?? 1,
  });
}

export function fetchAdminBrand(brandId: number): Promise<AdminBrandDetail> {
  return apiGet<AdminBrandDetail>(`/v1/admin/brands/${brandId}`);
}

/** POST /v1/admin/brands/{id}/suspension: the brand's products leave the store at once. */
export function suspendBrand(brandId: number, note: string): Promise<AdminBrandDetail> {
  return apiPost<AdminBrandDetail>(`/v1/admin/brands/${brandId}/suspension`, { note });
}

/** DELETE /v1/admin/brands/{id}/suspension: the store opens again. */
export function reinstateBrand(brandId: number): Promise<AdminBrandDetail> {
  return apiDelete<AdminBrandDetail>(`/v1/admin/brands/${brandId}/suspension`);
}
