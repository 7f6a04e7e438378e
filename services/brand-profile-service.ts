import { apiDelete, apiGet, apiPost, apiPut } from '@/services/api-client';
import type { BrandPictureKind, Localized } from '@/lib/brands/brand-rules';
import type { BrandProfile } from '@/lib/contracts/brands/profile-schemas';

export type { BrandProfile } from '@/lib/contracts/brands/profile-schemas';

export interface SlugAvailability {
  slug: string;
  available: boolean;
  reason: 'too_short' | 'too_long' | 'format' | 'reserved' | 'taken' | null;
  message: string | null;
}

export interface UploadedPicture {
  kind: BrandPictureKind;
  url: string;
  width: number;
  height: number;
}

const base = (brandId: number) => `/v1/brands/${brandId}`;

/** GET /v1/brands/{brandId}/profile */
export function fetchBrandProfile(brandId: number): Promise<BrandProfile> {
  return apiGet<BrandProfile>(`${base(brandId)}/profile`);
}

/** POST /v1/brands/{brandId}/store: an approved brand opens its store. */
export function createBrandStore(brandId: number, input: { name: string; slug: string; description: Localized }): Promise<BrandProfile> {
  return apiPost<BrandProfile>(`${base(brandId)}/store`, input);
}

/** PUT /v1/brands/{brandId}/profile */
export function saveBrandProfile(brandId: number, input: { name: string; description: Localized }): Promise<BrandProfile> {
  return apiPut<BrandProfile>(`${base(brandId)}/profile`, input);
}

/** PUT /v1/brands/{brandId}/policies */
export function saveBrandPolicies(brandId: number, policies: BrandProfile['policies']): Promise<BrandProfile> {
  return apiPut<BrandProfile>(`${base(brandId)}/policies`, policies);
}

/** GET /v1/brands/slug-availability */
export function checkStoreSlug(slug: string): Promise<SlugAvailability> {
  return apiGet<SlugAvailability>('/v1/brands/slug-availability', { slug });
}

/** PUT /v1/brands/{brandId}/slug (owners) */
export function changeStoreSlug(brandId: number, slug: string): Promise<BrandProfile> {
  return apiPut<BrandProfile>(`${base(brandId)}/slug`, { slug });
}

/** PUT /v1/brands/{brandId}/theme */
export function saveBrandTheme(brandId: number, accentColor: string | null): Promise<BrandProfile> {
  return apiPut<BrandProfile>(`${base(brandId)}/theme`, { accent_color: accentColor });
}

/** POST /v1/brands/{brandId}/pictures */
export function uploadBrandPicture(brandId: number, input: { kind: BrandPictureKind; content_type: string; data_base64: string }): Promise<UploadedPicture> {
  return apiPost<UploadedPicture>(`${base(brandId)}/pictures`, input);
}

/** DELETE /v1/brands/{brandId}/pictures/{kind} */
export function removeBrandPicture(brandId: number, kind: BrandPictureKind): Promise<{ ok: true }> {
  return apiDelete<{ ok: true }>(`${base(brandId)}/pictures/${kind}`);
}
