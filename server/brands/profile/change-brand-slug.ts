import type { BrandProfile } from '@/lib/contracts/brands/profile-schemas';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { changeVendorSlug } from '@/server/catalog/vendors/change-vendor-slug';
import { getDb } from '@/server/db/client';
import type { BrandAccess } from '../resolve-brand-access';
import { loadBrandProfile } from './load-brand-profile';
import { refreshStorefront } from './refresh-storefront';
import { recordBrandEvent } from './repository';
import { requireStore } from './require-store';
import { assertStoreSlugForm } from './store-slug-problem';

/** PUT /v1/brands/{brandId}/slug (owners): the store moves; /store/{old} redirects permanently. */
export async function changeBrandSlug(input: { brand: BrandAccess; slug: string; revalidate?: PathRevalidator }): Promise<BrandProfile> {
  assertStoreSlugForm(input.slug);
  const vendorId = requireStore(input.brand);
  const db = getDb();
  const moved = await db.transaction(async (tx) => {
    const result = await changeVendorSlug(tx, { vendorId, slug: input.slug });
    await recordBrandEvent(tx, { brandId: input.brand.brandId, kind: 'slug_changed', actorCustomerId: input.brand.customerId, note: `/store/${result.from} → /store/${result.to}` });
    return result;
  });
  // The old address now redirects, and product pages link to the new one.
  await refreshStorefront({ vendorId, formerSlugs: [moved.from], withProducts: true, revalidate: input.revalidate });
  return loadBrandProfile(db, input.brand.brandId);
}
