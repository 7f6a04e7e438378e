import { apiDelete, apiGet, apiPost, apiPut } from '@/services/api-client';
import type { ListingStatus } from '@/lib/catalog/listing-rules';
import type { ListingInput, ListingList, ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';

export type { ListingInput, ListingList, ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';

export interface ListingsQuery {
  q?: string;
  status?: ListingStatus;
  page?: number;
}

export type LocalizedText = { en: string; fr: string; de: string };

const base = (brandId: number) => `/v1/brands/${brandId}/listings`;

/** GET /v1/brands/{brandId}/listings */
export function fetchListings(brandId: number, query: ListingsQuery): Promise<ListingList> {
  return apiGet<ListingList>(base(brandId), { q: query.q, status: query.status, page: query.page });
}

/** GET /v1/brands/{brandId}/listing-categories */
export function fetchListingCategories(brandId: number): Promise<{ id: number; name: string }[]> {
  return apiGet<{ id: number; name: string }[]>(`/v1/brands/${brandId}/listing-categories`);
}

/** GET /v1/brands/{brandId}/listings/{productId} */
export function fetchListing(brandId: number, productId: number): Promise<ListingView> {
  return apiGet<ListingView>(`${base(brandId)}/${productId}`);
}

/** POST /v1/brands/{brandId}/listings */
export function createListing(brandId: number, input: ListingInput): Promise<ListingView> {
  return apiPost<ListingView>(base(brandId), input);
}

/** PUT /v1/brands/{brandId}/listings/{productId} */
export function saveListing(brandId: number, productId: number, input: ListingInput): Promise<ListingView> {
  return apiPut<ListingView>(`${base(brandId)}/${productId}`, input);
}

/** POST .../publish, .../unpublish, .../duplicate */
export function listingAction(brandId: number, productId: number, action: 'publish' | 'unpublish' | 'duplicate'): Promise<ListingView> {
  return apiPost<ListingView>(`${base(brandId)}/${productId}/${action}`);
}

/** POST /v1/brands/{brandId}/listings/{productId}/pictures */
export function uploadListingPicture(brandId: number, productId: number, input: { content_type: string; data_base64: string; alt: LocalizedText }): Promise<ListingView> {
  return apiPost<ListingView>(`${base(brandId)}/${productId}/pictures`, input);
}

/** PUT /v1/brands/{brandId}/listings/{productId}/pictures */
export function arrangeListingPictures(brandId: number, productId: number, pictures: { id: number; alt: LocalizedText }[]): Promise<ListingView> {
  return apiPut<ListingView>(`${base(brandId)}/${productId}/pictures`, { pictures });
}

/** DELETE /v1/brands/{brandId}/listings/{productId}/pictures/{pictureId} */
export function removeListingPicture(brandId: number, productId: number, pictureId: number): Promise<ListingView> {
  return apiDelete<ListingView>(`${base(brandId)}/${productId}/pictures/${pictureId}`);
}
