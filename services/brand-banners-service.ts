import { apiDelete, apiGet, apiPost, apiPut } from '@/services/api-client';
import type { BannerPlacement } from '@/lib/brands/banner-rules';
import type { Localized } from '@/lib/brands/brand-rules';
import type { BrandBanner } from '@/lib/contracts/brands/banners-schemas';

export type { BrandBanner } from '@/lib/contracts/brands/banners-schemas';

export interface BannerFormInput {
  placement: BannerPlacement;
  category_slug: string | null;
  link: string;
  alt_text: Localized;
  starts_at: string;
  ends_at: string;
}

export interface BannerPictureUpload {
  content_type: string;
  data_base64: string;
}

const base = (brandId: number) => `/v1/brands/${brandId}/banners`;

/** GET /v1/brands/{brandId}/banners */
export function fetchBrandBanners(brandId: number): Promise<{ banners: BrandBanner[]; limit: number }> {
  return apiGet(base(brandId));
}

/** GET /v1/brands/{brandId}/banners/{bannerId} */
export function fetchBrandBanner(brandId: number, bannerId: number): Promise<BrandBanner> {
  return apiGet(`${base(brandId)}/${bannerId}`);
}

/** POST /v1/brands/{brandId}/banners */
export function createBrandBanner(brandId: number, input: BannerFormInput & { picture: BannerPictureUpload }): Promise<BrandBanner> {
  return apiPost(base(brandId), input);
}

/** PUT /v1/brands/{brandId}/banners/{bannerId}; picture null keeps the current one. */
export function updateBrandBanner(brandId: number, bannerId: number, input: BannerFormInput & { picture: BannerPictureUpload | null }): Promise<BrandBanner> {
  return apiPut(`${base(brandId)}/${bannerId}`, input);
}

/** DELETE /v1/brands/{brandId}/banners/{bannerId} */
export function deleteBrandBanner(brandId: number, bannerId: number): Promise<{ ok: true }> {
  return apiDelete(`${base(brandId)}/${bannerId}`);
}
