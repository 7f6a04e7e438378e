import { getDb } from '@/server/db/client';
import { inEveryLocale } from '@/server/catalog/revalidation/catalog-page-paths';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { findProductPageRefs } from '@/server/catalog/revalidation/repository';
import { revalidatePaths } from '@/server/catalog/revalidation/revalidate-paths';
import type { RevalidationReport } from '@/lib/contracts/catalog/revalidation-schemas';
import { findVendorProfileById, listVendorProductIds } from './repository-vendor-profile';

/**
 * Re-renders a vendor's store (and, when `withProducts`, the pages of its products, which show
 * its name, address and policies) in every locale, plus addresses it just left, so a brand sees
 * its change at once. Never throws: a page that fails keeps its time-based revalidation.
 */
export async function revalidateVendorPages(input: { vendorId: number; formerSlugs?: string[]; withProducts?: boolean; revalidate: PathRevalidator }): Promise<RevalidationReport> {
  const db = getDb();
  const vendor = await findVendorProfileById(db, input.vendorId);
  if (!vendor) return { revalidated: [], failed: [] };
  const paths = [vendor.slug, ...(input.formerSlugs ?? [])].map((slug) => `/store/${slug}`);
  if (input.withProducts) {
    const refs = await findProductPageRefs(db, await listVendorProductIds(db, input.vendorId));
    for (const ref of refs) paths.push(`/${ref.categorySlug}/${ref.productSlug}`);
  }
  return revalidatePaths(inEveryLocale(paths), input.revalidate);
}
