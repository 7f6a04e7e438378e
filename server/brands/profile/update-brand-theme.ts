import { formatRatio, contrastWithWhite, isReadableAccent, MIN_TEXT_CONTRAST } from '@/lib/brands/color-contrast';
import type { BrandProfile } from '@/lib/contracts/brands/profile-schemas';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { BrandAccess } from '../resolve-brand-access';
import { loadBrandProfile } from './load-brand-profile';
import { refreshStorefront } from './refresh-storefront';
import { setBrandAccentColor } from './repository';

/** PUT /v1/brands/{brandId}/theme: an accent colour that white text stays readable on (WCAG AA), or none. */
export async function updateBrandTheme(input: { brand: BrandAccess; accentColor: string | null; revalidate?: PathRevalidator }): Promise<BrandProfile> {
  if (input.accentColor !== null && !isReadableAccent(input.accentColor)) {
    const ratio = formatRatio(contrastWithWhite(input.accentColor));
    const message = `White text on ${input.accentColor} has a contrast of ${ratio}:1; shoppers need at least ${MIN_TEXT_CONTRAST}:1. Choose a darker colour.`;
    throw new AppError('UNPROCESSABLE', message, { issues: [{ path: 'body.accent_color', message }] });
  }
  const db = getDb();
  await setBrandAccentColor(db, input.brand.brandId, input.accentColor);
  await refreshStorefront({ vendorId: input.brand.vendorId, revalidate: input.revalidate });
  return loadBrandProfile(db, input.brand.brandId);
}
