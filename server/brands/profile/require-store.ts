import { AppError } from '@/server/http/app-error';
import type { BrandAccess } from '../resolve-brand-access';

/** The vendor behind the brand's store; 409 while the brand has not created it. */
export function requireStore(brand: BrandAccess): number {
  if (!brand.vendorId) throw new AppError('CONFLICT', 'Your brand has no store yet. Create it first from /brand/create.');
  return brand.vendorId;
}
