import { randomBytes } from 'node:crypto';
import { MAX_BANNERS_PER_BRAND } from '@/lib/brands/banner-rules';
import type { BrandBanner } from '@/lib/contracts/brands/banners-schemas';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { requireStore } from '../profile/require-store';
import type { PictureFormat } from '../pictures/picture-format';
import type { BrandAccess } from '../resolve-brand-access';
import { checkBannerInput, type BannerInput } from './banner-input';
import { bannerNotFound } from './list-brand-banners';
import { refreshBannerPages } from './refresh-banner-pages';
import { renderBannerPicture } from './render-banner-picture';
import { countBannersOfBrand, deleteBannerOfBrand, findBannerOfBrand, insertBanner, updateBanner } from './repository';
import { toBrandBanner } from './to-brand-banner';

export interface BannerPictureInput {
  contentType: PictureFormat;
  dataBase64: string;
}

interface SaveContext {
  brand: BrandAccess;
  revalidate?: PathRevalidator;
}

/** POST /v1/brands/{brandId}/banners: a brand with a store schedules a banner. */
export async function createBrandBanner(input: SaveContext & BannerInput & { picture: BannerPictureInput }): Promise<BrandBanner> {
  const vendorId = requireStore(input.brand);
  const fields = await checkBannerInput(input);
  const db = getDb();
  if ((await countBannersOfBrand(db, input.brand.brandId)) >= MAX_BANNERS_PER_BRAND) {
    throw new AppError('CONFLICT', `A brand can keep at most ${MAX_BANNERS_PER_BRAND} banners. Delete ended ones first.`);
  }
  const files = await renderBannerPicture(input.picture);
  const bannerId = await db.transaction((tx) => insertBanner(tx, { ...fields, brandId: input.brand.brandId, pictureKey: newKey() }, files));
  const row = await findBannerOfBrand(db, input.brand.brandId, bannerId);
  await refreshBannerPages({ spots: [fields], vendorId, revalidate: input.revalidate });
  return toBrandBanner(row!);
}

/** PUT /v1/brands/{brandId}/banners/{bannerId}: the pages it showed on and shows on now are re-rendered. */
export async function updateBrandBanner(input: SaveContext & BannerInput & { bannerId: number; picture: BannerPictureInput | null }): Promise<BrandBanner> {
  const vendorId = requireStore(input.brand);
  const db = getDb();
  const before = await findBannerOfBrand(db, input.brand.brandId, input.bannerId);
  if (!before) throw bannerNotFound();
  const fields = await checkBannerInput(input);
  const files = input.picture ? await renderBannerPicture(input.picture) : null;
  await db.transaction((tx) => updateBanner(tx, before.id, { ...fields, pictureKey: files ? newKey() : before.pictureKey }, files));
  const after = await findBannerOfBrand(db, input.brand.brandId, before.id);
  await refreshBannerPages({ spots: [before, fields], vendorId, revalidate: input.revalidate });
  return toBrandBanner(after!);
}

/** DELETE /v1/brands/{brandId}/banners/{bannerId}: gone from the store at once. */
export async function deleteBrandBanner(input: SaveContext & { bannerId: number }): Promise<{ ok: true }> {
  const removed = await deleteBannerOfBrand(getDb(), input.brand.brandId, input.bannerId);
  if (!removed) throw bannerNotFound();
  await refreshBannerPages({ spots: [removed], vendorId: input.brand.vendorId, revalidate: input.revalidate });
  return { ok: true };
}

function newKey(): string {
  return randomBytes(16).toString('hex');
}
