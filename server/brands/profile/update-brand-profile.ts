import type { Localized } from '@/lib/brands/brand-rules';
import type { BrandProfile } from '@/lib/contracts/brands/profile-schemas';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { updateVendorProfile } from '@/server/catalog/vendors/update-vendor-profile';
import { getDb } from '@/server/db/client';
import type { BrandAccess } from '../resolve-brand-access';
import { loadBrandProfile } from './load-brand-profile';
import { refreshStorefront } from './refresh-storefront';
import { requireStore } from './require-store';

/** PUT /v1/brands/{brandId}/profile: the store's name and its description in each language. */
export async function updateBrandProfile(input: { brand: BrandAccess; name: string; description: Localized; revalidate?: PathRevalidator }): Promise<BrandProfile> {
  const vendorId = requireStore(input.brand);
  const db = getDb();
  await db.transaction((tx) => updateVendorProfile(tx, { vendorId, name: input.name, description: input.description }));
  // Product pages name the store ("by ..."): they are re-rendered too.
  await refreshStorefront({ vendorId, withProducts: true, revalidate: input.revalidate });
  return loadBrandProfile(db, input.brand.brandId);
}
