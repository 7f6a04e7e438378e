import { AppError } from '@/server/http/app-error';
import type { BrandAccess } from '../resolve-brand-access';

/**
 * The catalog vendor a brand's listings belong to. Approved brands list products; a suspended
 * brand may still read and prepare them (its store is closed, so nothing shows).
 */
export function listingVendorOf(brand: BrandAccess): number {
  if (brand.status !== 'approved' && brand.status !== 'suspended') throw new AppError('FORBIDDEN', 'Your brand lists products once the store has approved it.');
  if (brand.vendorId === null) throw new AppError('FORBIDDEN', 'Your brand has no store yet: create it first (/brand/create).');
  return brand.vendorId;
}
