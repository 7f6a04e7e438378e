import { randomBytes } from 'node:crypto';
import { AppError } from '@/server/http/app-error';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { insertVendor, vendorCodeExists, type VendorTexts } from './repository-vendor-profile';
import { isVendorSlugFree } from './vendor-slug-check';

export interface CreateVendorInput {
  name: string;
  slug: string;
  countryCode: string;
  description: VendorTexts;
}

/* Vendor codes are upper-case and short (they travel on order lines and packing slips). */
function codeFromSlug(slug: string): string {
  return slug.replace(/-/g, '_').toUpperCase().slice(0, 48);
}

/**
 * Opens a vendor's store (a brand's /brand/create): active at once, with its descriptions in
 * en, fr and de. The caller validated the slug's form; uniqueness is checked here, against
 * current addresses and the ones vendors left. Pass the caller's transaction.
 */
export async function createVendor(tx: DbOrTx, input: CreateVendorInput): Promise<{ vendorId: number; code: string }> {
  if (!(await isVendorSlugFree(tx, input.slug))) throw new AppError('CONFLICT', 'This store address is already taken. Choose another one.');
  let code = codeFromSlug(input.slug);
  // The slug is unique but its code form may collide (a-b and a_b) with a seeded vendor's code.
  if (await vendorCodeExists(tx, code)) code = `${code.slice(0, 40)}_${randomBytes(3).toString('hex').toUpperCase()}`;
  const vendorId = await insertVendor(tx, { ...input, code });
  return { vendorId, code };
}
