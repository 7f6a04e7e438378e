import { MAX_BANNERS_PER_BRAND } from '@/lib/brands/banner-rules';
import type { BrandBanner } from '@/lib/contracts/brands/banners-schemas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { BrandAccess } from '../resolve-brand-access';
import { findBannerOfBrand, listBannersOfBrand } from './repository';
import { toBrandBanner } from './to-brand-banner';

/** GET /v1/brands/{brandId}/banners */
export async function listBrandBanners(brand: BrandAccess): Promise<{ banners: BrandBanner[]; limit: number }> {
  const rows = await listBannersOfBrand(getDb(), brand.brandId);
  const now = new Date();
  return { banners: rows.map((row) => toBrandBanner(row, now)), limit: MAX_BANNERS_PER_BRAND };
}

export function bannerNotFound(): AppError {
  return new AppError('NOT_FOUND', 'We could not find this banner.');
}

/** GET /v1/brands/{brandId}/banners/{bannerId}: another brand's banner is as missing as a deleted one. */
export async function getBrandBanner(brand: BrandAccess, bannerId: number): Promise<BrandBanner> {
  const row = await findBannerOfBrand(getDb(), brand.brandId, bannerId);
  if (!row) throw bannerNotFound();
  return toBrandBanner(row);
}
