import { AppError } from '@/server/http/app-error';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { findVendorProfileById, updateVendorTexts, type VendorTexts } from './repository-vendor-profile';

/** Renames a vendor's store and rewrites its description in each language. */
export async function updateVendorProfile(tx: DbOrTx, input: { vendorId: number; name: string; description: VendorTexts }): Promise<void> {
  const vendor = await findVendorProfileById(tx, input.vendorId);
  if (!vendor) throw new AppError('NOT_FOUND', 'We could not find this store.');
  await updateVendorTexts(tx, input.vendorId, { name: input.name, description: input.description });
}
