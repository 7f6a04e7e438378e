import { AppError } from '@/server/http/app-error';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { findVendorProfileById, moveVendorSlug } from './repository-vendor-profile';
import { isVendorSlugFree } from './vendor-slug-check';

/**
 * Moves a vendor's store to a new address. The old one is kept as an alias so /store/{old}
 * redirects permanently, and no other vendor can take it; the vendor itself may come back to it.
 */
export async function changeVendorSlug(tx: DbOrTx, input: { vendorId: number; slug: string }): Promise<{ from: string; to: string }> {
  const vendor = await findVendorProfileById(tx, input.vendorId);
  if (!vendor) throw new AppError('NOT_FOUND', 'We could not find this store.');
  if (vendor.slug === input.slug) throw new AppError('CONFLICT', 'This is already the address of your store.');
  if (!(await isVendorSlugFree(tx, input.slug, input.vendorId))) throw new AppError('CONFLICT', 'This store address is already taken. Choose another one.');
  await moveVendorSlug(tx, input.vendorId, vendor.slug, input.slug);
  return { from: vendor.slug, to: input.slug };
}
