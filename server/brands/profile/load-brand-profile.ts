import { POLICY_KINDS, type Localized, type PolicyKind } from '@/lib/brands/brand-rules';
import { brandPictureUrl } from '@/lib/brands/brand-picture-url';
import type { BrandProfile } from '@/lib/contracts/brands/profile-schemas';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { getVendorProfile } from '@/server/catalog/vendors/get-vendor-profile';
import { listBrandPictureRefs } from '../pictures/repository';
import { brandNotFound } from '../resolve-brand-access';
import { findBrandProfileRow } from './repository';

const EMPTY: Localized = { en: '', fr: '', de: '' };

/** The profile as GET /v1/brands/{brandId}/profile answers it, and every write returns it. */
export async function loadBrandProfile(db: DbOrTx, brandId: number): Promise<BrandProfile> {
  const brand = await findBrandProfileRow(db, brandId);
  if (!brand) throw brandNotFound();
  const [vendor, pictures] = await Promise.all([brand.vendorId ? getVendorProfile(brand.vendorId, db) : undefined, listBrandPictureRefs(db, brandId)]);
  const picture = (kind: 'logo' | 'banner') => {
    const ref = pictures.find((p) => p.kind === kind);
    return ref ? { url: brandPictureUrl(ref.key), width: ref.width, height: ref.height } : null;
  };
  const policies = Object.fromEntries(POLICY_KINDS.map((kind) => [kind, { ...EMPTY, ...brand.policies[kind] }])) as Record<PolicyKind, Localized>;
  const logo = picture('logo');
  const banner = picture('banner');
  return {
    brand_id: brand.id,
    status: brand.status,
    has_store: Boolean(vendor),
    name: vendor?.name ?? brand.displayName,
    slug: vendor?.slug ?? null,
    store_url: vendor ? `/store/${vendor.slug}` : null,
    description: vendor?.description ?? { ...EMPTY },
    policies,
    theme: { accent_color: brand.accentColor, logo, banner, logo_url: logo?.url ?? null, banner_url: banner?.url ?? null },
  };
}
