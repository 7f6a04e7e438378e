import { POLICY_KINDS } from '@/lib/brands/brand-rules';
import type { StorefrontBrand, StorefrontPicture } from '@/lib/brands/storefront-brand';
import { brandPictureUrl } from '@/lib/brands/brand-picture-url';
import { isReadableAccent, textColorOn } from '@/lib/brands/color-contrast';
import type { Language } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { listBrandPictureRefs } from '../pictures/repository';
import { findBrandProfileByVendor } from './repository';

export type { StorefrontBrand } from '@/lib/brands/storefront-brand';

/** The brand of an approved store, or null (a seeded vendor without a brand keeps the plain look). */
export async function getStorefrontBrand(input: { vendorId: number; language: Language }): Promise<StorefrontBrand | null> {
  const db = getDb();
  const brand = await findBrandProfileByVendor(db, input.vendorId);
  if (!brand || brand.status !== 'approved') return null;
  const pictures = await listBrandPictureRefs(db, brand.id);
  const picture = (kind: 'logo' | 'banner'): StorefrontPicture | null => {
    const ref = pictures.find((p) => p.kind === kind);
    return ref ? { src: brandPictureUrl(ref.key), width: ref.width, height: ref.height } : null;
  };
  const policies = POLICY_KINDS.flatMap((kind) => {
    const texts = brand.policies[kind];
    const text = (texts?.[input.language] || texts?.en || '').trim();
    return text ? [{ kind, text }] : [];
  });
  // A colour stored before a rule change could be unreadable now: it is then ignored.
  const accent = brand.accentColor && isReadableAccent(brand.accentColor) ? { background: brand.accentColor, text: textColorOn(brand.accentColor) } : null;
  return { accent, logo: picture('logo'), banner: picture('banner'), policies };
}
