import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { revalidateVendorPages } from '@/server/catalog/vendors/revalidate-vendor-pages';

/**
 * After a profile change the cached storefront (and the product pages that show the brand) are
 * re-rendered before the answer, so the brand sees its change when it opens its store. Without a
 * revalidator (scripts, tests of the use case) the pages' time-based revalidation does it.
 */
export async function refreshStorefront(input: { vendorId: number | null; formerSlugs?: string[]; withProducts?: boolean; revalidate?: PathRevalidator }): Promise<void> {
  if (!input.vendorId || !input.revalidate) return;
  await revalidateVendorPages({ vendorId: input.vendorId, formerSlugs: input.formerSlugs, withProducts: input.withProducts, revalidate: input.revalidate });
}
