import { apiDelete, apiGet, apiPost, apiPut } from '@/services/api-client';
import type { LandingDocument } from '@/lib/content/landing-blocks';
import type { LandingEditorPageData, LandingList } from '@/lib/contracts/content/landings-schemas';

export type { LandingEditorPageData, LandingList, LandingSummary } from '@/lib/contracts/content/landings-schemas';

/** GET /v1/admin/content/landings: every landing page and its state. */
export function fetchLandingPages(): Promise<LandingList> {
  return apiGet<LandingList>('/v1/admin/content/landings');
}

export function fetchLandingPage(id: number): Promise<LandingEditorPageData> {
  return apiGet<LandingEditorPageData>(`/v1/admin/content/landings/${id}`);
}

/** PUT /v1/admin/content/landings/{id}/draft: the store keeps the published copy. */
export function saveLandingDraft(id: number, document: LandingDocument): Promise<LandingEditorPageData> {
  return apiPut<LandingEditorPageData>(`/v1/admin/content/landings/${id}/draft`, { document });
}

/** POST .../publication: the saved draft goes live and the page is re-rendered at once. */
export function publishLanding(id: number): Promise<LandingEditorPageData> {
  return apiPost<LandingEditorPageData>(`/v1/admin/content/landings/${id}/publication`);
}

/** DELETE .../publication: the page leaves the store (404) and the sitemap. */
export function unpublishLanding(id: number): Promise<LandingEditorPageData> {
  return apiDelete<LandingEditorPageData>(`/v1/admin/content/landings/${id}/publication`);
}
