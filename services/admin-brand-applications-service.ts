import { apiGet, apiPost } from '@/services/api-client';
import type { AdminApplication, ApplicationsPage, DecisionInput, ReviewableStatus } from '@/lib/contracts/brands/admin-applications-schemas';

/* The operators' side of brand applications (issue 16 item 4). Documents download through the
 * brand route: fetchBrandDocumentFile in brand-applications-service.ts. */

export type { AdminApplication, ApplicationsPage, ApplicationSummary, DecisionInput, ReviewableStatus } from '@/lib/contracts/brands/admin-applications-schemas';

export function fetchBrandApplications(status: ReviewableStatus, page: number): Promise<ApplicationsPage> {
  return apiGet<ApplicationsPage>('/v1/admin/brand-applications', { status, page });
}

export function fetchAdminBrandApplication(brandId: number): Promise<AdminApplication> {
  return apiGet<AdminApplication>(`/v1/admin/brand-applications/${brandId}`);
}

export function decideBrandApplication(brandId: number, decision: DecisionInput): Promise<AdminApplication> {
  return apiPost<AdminApplication>(`/v1/admin/brand-applications/${brandId}/decision`, decision);
}
