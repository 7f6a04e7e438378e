import { and, asc, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { BannerFormat, BannerPlacement } from '@/lib/brands/banner-rules';
import type { Localized } from '@/lib/brands/brand-rules';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { brandBannerFiles, brandBanners } from '@/server/db/schema/brands/banners';
import { brands } from '@/server/db/schema/brands/brands';

/* The only queries on brand_banners and brand_banner_files. */

export interface BannerRow {
  id: number;
  brandId: number;
  placement: BannerPlacement;
  categorySlug: string | null;
  link: string;
  altText: Localized;
  startsAt: Date;
  endsAt: Date;
  pictureKey: string;
  updatedAt: Date;
}

export interface BannerFile {
  width: number;
  format: BannerFormat;
  content: Buffer;
}

export type BannerFields = Omit<BannerRow, 'id' | 'brandId' | 'updatedAt'>;

const columns = {
  id: brandBanners.id,
  brandId: brandBanners.brandId,
  placement: brandBanners.placement,
  categorySlug: brandBanners.categorySlug,
  link: brandBanners.link,
  altText: brandBanners.altText,
  startsAt: brandBanners.startsAt,
  endsAt: brandBanners.endsAt,
  pictureKey: brandBanners.pictureKey,
  updatedAt: brandBanners.updatedAt,
};

export async function listBannersOfBrand(db: DbOrTx, brandId: number): Promise<BannerRow[]> {
  return db.select(columns).from(brandBanners).where(eq(brandBanners.brandId, brandId)).orderBy(desc(brandBanners.startsAt), desc(brandBanners.id));
}

export async function countBannersOfBrand(db: DbOrTx, brandId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(brandBanners).where(eq(brandBanners.brandId, brandId));
  return Number(row?.n ?? 0);
}

/** A banner of this brand; another brand's id answers undefined, like a missing one. */
export async function findBannerOfBrand(db: DbOrTx, brandId: number, bannerId: number): Promise<BannerRow | undefined> {
  const [row] = await db.select(columns).from(brandBanners).where(and(eq(brandBanners.id, bannerId), eq(brandBanners.brandId, brandId))).limit(1);
  return row;
}

export async function insertBanner(db: DbOrTx, input: BannerFields & { brandId: number }, files: BannerFile[]): Promise<number> {
  const [row] = await db.insert(brandBanners).values(input).returning({ id: brandBanners.id });
  await db.insert(brandBannerFiles).values(files.map((file) => ({ bannerId: row!.id, ...file })));
  return row!.id;
}

/** Rewrites a banner; with files, its picture too (the key changes with it). */
export async function updateBanner(db: DbOrTx, bannerId: number, input: BannerFields, files: BannerFile[] | null): Promise<void> {
  await db.update(brandBanners).set({ ...input, updatedAt: new Date() }).where(eq(brandBanners.id, bannerId));
  if (!files) return;
  await db.delete(brandBannerFiles).where(eq(brandBannerFiles.bannerId, bannerId));
  await db.insert(brandBannerFiles).values(files.map((file) => ({ bannerId, ...file })));
}

export async function deleteBannerOfBrand(db: DbOrTx, brandId: number, bannerId: number): Promise<BannerRow | undefined> {
  const [row] = await db.delete(brandBanners).where(and(eq(brandBanners.id, bannerId), eq(brandBanners.brandId, brandId))).returning(columns);
  return row;
}

export async function findBannerFile(db: DbOrTx, key: string, width: number, format: BannerFormat): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: brandBannerFiles.content })
    .from(brandBannerFiles)
    .innerJoin(brandBanners, eq(brandBanners.id, brandBannerFiles.bannerId))
    .where(and(eq(brandBanners.pictureKey, key), eq(brandBannerFiles.width, width), eq(brandBannerFiles.format, format)))
    .limit(1);
  return row?.content;
}

export interface ShownBannerRow extends BannerRow {
  vendorId: number | null;
}

/**
 * Banners of approved brands for one placement that have not ended by `now` and start before
 * `until`: a suspended brand's banners are gone from the next render on.
 */
export async function listShowableBanners(
  db: DbOrTx,
  input: { placement: BannerPlacement; categorySlug?: string; vendorId?: number; now: Date; until: Date; limit: number },
): Promise<ShownBannerRow[]> {
  const conditions = [eq(brandBanners.placement, input.placement), eq(brands.status, 'approved'), gt(brandBanners.endsAt, input.now), lte(brandBanners.startsAt, input.until)];
  if (input.categorySlug !== undefined) conditions.push(eq(brandBanners.categorySlug, input.categorySlug));
  if (input.vendorId !== undefined) conditions.push(eq(brands.vendorId, input.vendorId));
  return db
    .select({ ...columns, vendorId: brands.vendorId })
    .from(brandBanners)
    .innerJoin(brands, eq(brands.id, brandBanners.brandId))
    .where(and(...conditions))
    .orderBy(asc(brandBanners.startsAt), asc(brandBanners.id))
    .limit(input.limit);
}

/** Where the banners of these brands show: the pages to re-render when a brand's status changes. */
export async function listBannerPlacementsOfBrands(db: DbOrTx, brandIds: readonly number[]): Promise<{ placement: BannerPlacement; categorySlug: string | null }[]> {
  if (brandIds.length === 0) return [];
  return db
    .selectDistinct({ placement: brandBanners.placement, categorySlug: brandBanners.categorySlug })
    .from(brandBanners)
    .where(and(inArray(brandBanners.brandId, [...brandIds]), gt(brandBanners.endsAt, new Date())));
}
