import { apiGet, apiPost } from '@/services/api-client';
import type { ListingState } from '@/lib/catalog/listing-rules';
import type { AdminListingDetail } from '@/lib/contracts/catalog/brand-listings-schemas';

export type { AdminListingDetail } from '@/lib/contracts/catalog/brand-listings-schemas';

export interface AdminListingItem {
  id: number;
  name: string;
  vendor_name: string;
  state: ListingState;
  submitted_at: string | null;
  picture_url: string | null;
}

export interface AdminListingList {
  items: AdminListingItem[];
  total: number;
  page: number;
  per_page: number;
}

/** GET /v1/admin/products */
export function fetchAdminProducts(query: { state: ListingState; page: number }): Promise<AdminListingList> {
  return apiGet<AdminListingList>('/v1/admin/products', { state: query.state, page: query.page });
}

/** GET /v1/admin/products/{productId} */
export function fetchAdminProduct(productId: number): Promise<AdminListingDetail> {
  return apiGet<AdminListingDetail>(`/v1/admin/products/${productId}`);
}

/** POST /v1/admin/products/{productId}/decision */
export function decideAdminProduct(productId: number, decision: { decision: 'approve' } | { decision: 'refuse'; reason: string }): Promise<AdminListingDetail> {
  return apiPost<AdminListingDetail>(`/v1/admin/products/${productId}/decision`, decision);
}
