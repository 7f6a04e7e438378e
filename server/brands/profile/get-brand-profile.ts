import type { BrandProfile } from '@/lib/contracts/brands/profile-schemas';
import { getDb } from '@/server/db/client';
import type { BrandAccess } from '../resolve-brand-access';
import { loadBrandProfile } from './load-brand-profile';

/** GET /v1/brands/{brandId}/profile: members of every role and operators read it. */
export async function getBrandProfile(brand: BrandAccess): Promise<BrandProfile> {
  return loadBrandProfile(getDb(), brand.brandId);
}
