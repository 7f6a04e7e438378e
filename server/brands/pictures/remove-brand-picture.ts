import type { BrandPictureKind } from '@/lib/brands/brand-rules';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { getDb } from '@/server/db/client';
import { refreshStorefront } from '../profile/refresh-storefront';
import type { BrandAccess } from '../resolve-brand-access';
import { deleteBrandPicture } from './repository';

/** DELETE /v1/brands/{brandId}/pictures/{kind}: the store shows its initials (logo) or no banner again. */
export async function removeBrandPicture(input: { brand: BrandAccess; kind: BrandPictureKind; revalidate?: PathRevalidator }): Promise<{ ok: true }> {
  const removed = await deleteBrandPicture(getDb(), input.brand.brandId, input.kind);
  if (removed) await refreshStorefront({ vendorId: input.brand.vendorId, revalidate: input.revalidate });
  return { ok: true };
}
