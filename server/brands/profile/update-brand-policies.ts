import type { BrandPolicies } from '@/lib/brands/brand-rules';
import type { BrandProfile } from '@/lib/contracts/brands/profile-schemas';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { getDb } from '@/server/db/client';
import type { BrandAccess } from '../resolve-brand-access';
import { loadBrandProfile } from './load-brand-profile';
import { refreshStorefront } from './refresh-storefront';
import { setBrandPolicies } from './repository';

/** PUT /v1/brands/{brandId}/policies: shown on the storefront and on every product page of the brand. */
export async function updateBrandPolicies(input: { brand: BrandAccess; policies: Required<BrandPolicies>; revalidate?: PathRevalidator }): Promise<BrandProfile> {
  const db = getDb();
  await setBrandPolicies(db, input.brand.brandId, input.policies);
  await refreshStorefront({ vendorId: input.brand.vendorId, withProducts: true, revalidate: input.revalidate });
  return loadBrandProfile(db, input.brand.brandId);
}
