import type { Localized } from '@/lib/brands/brand-rules';
import type { BrandProfile } from '@/lib/contracts/brands/profile-schemas';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { createVendor } from '@/server/catalog/vendors/create-vendor';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { brandNotFound, type BrandAccess } from '../resolve-brand-access';
import { loadBrandProfile } from './load-brand-profile';
import { refreshStorefront } from './refresh-storefront';
import { linkBrandToVendor, lockBrandProfileRow, recordBrandEvent } from './repository';
import { assertStoreSlugForm } from './store-slug-problem';

/**
 * POST /v1/brands/{brandId}/store: an approved brand opens its store, once. The vendor is
 * catalog's (created through its use case, in the same transaction), with the brand's country.
 */
export async function createBrandStore(input: { brand: BrandAccess; name: string; slug: string; description: Localized; revalidate?: PathRevalidator }): Promise<BrandProfile> {
  assertStoreSlugForm(input.slug);
  const db = getDb();
  const vendorId = await db.transaction(async (tx) => {
    const brand = await lockBrandProfileRow(tx, input.brand.brandId);
    if (!brand) throw brandNotFound();
    if (brand.status !== 'approved') throw new AppError('CONFLICT', 'Your brand can open its store once the store’s team has approved its application.');
    if (brand.vendorId) throw new AppError('CONFLICT', 'Your brand already has a store. Edit it from your brand area.');
    const created = await createVendor(tx, { name: input.name, slug: input.slug, countryCode: brand.country, description: input.description });
    await linkBrandToVendor(tx, brand.id, created.vendorId);
    await recordBrandEvent(tx, { brandId: brand.id, kind: 'store_created', actorCustomerId: input.brand.customerId, note: `/store/${input.slug}` });
    return created.vendorId;
  });
  await refreshStorefront({ vendorId, revalidate: input.revalidate });
  return loadBrandProfile(db, input.brand.brandId);
}
