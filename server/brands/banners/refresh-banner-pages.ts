import type { BannerPlacement } from '@/lib/brands/banner-rules';
import { inEveryLocale } from '@/server/catalog/revalidation/catalog-page-paths';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { revalidatePaths } from '@/server/catalog/revalidation/revalidate-paths';
import { revalidateVendorPages } from '@/server/catalog/vendors/revalidate-vendor-pages';
import { getDb } from '@/server/db/client';
import { listBannerPlacementsOfBrands } from './repository';

export interface BannerSpot {
  placement: BannerPlacement;
  categorySlug: string | null;
}

/**
 * Re-renders the cached pages a banner shows on (before and after a change), so a new, changed
 * or removed banner shows at once; the pages' revalidation at window edges does the rest
 * (decision 0035). Without a revalidator (tests of the use case) nothing is rendered.
 */
export async function refreshBannerPages(input: { spots: readonly BannerSpot[]; vendorId: number | null; revalidate?: PathRevalidator }): Promise<void> {
  if (!input.revalidate) return;
  const paths = new Set<string>();
  for (const spot of input.spots) {
    if (spot.placement === 'home') paths.add('/');
    if (spot.placement === 'category' && spot.categorySlug) paths.add(`/${spot.categorySlug}`);
  }
  if (paths.size > 0) await revalidatePaths(inEveryLocale([...paths]), input.revalidate);
  if (input.vendorId && input.spots.some((spot) => spot.placement === 'storefront')) await revalidateVendorPages({ vendorId: input.vendorId, revalidate: input.revalidate });
}

/** A brand suspended or reinstated: the pages its banners show on. */
export async function refreshBannerPagesOfBrand(input: { brandId: number; vendorId: number | null; revalidate?: PathRevalidator }): Promise<void> {
  if (!input.revalidate) return;
  const spots = await listBannerPlacementsOfBrands(getDb(), [input.brandId]);
  await refreshBannerPages({ spots, vendorId: input.vendorId, revalidate: input.revalidate });
}
