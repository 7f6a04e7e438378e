import type { BrandStatus } from '@/lib/brands/brand-rules';
import { findVendorStore } from '../catalog/vendors/find-vendor-store';
import { getDb } from '../db/client';
import type { DbOrTx } from '../db/db-or-tx';
import { AppError } from '../http/app-error';
import type { Caller } from '../http/request-context';
import { resolveBrandAccess } from './resolve-brand-access';

/** Brands that may work on their orders: approved, and suspended ones (their orders are still theirs to ship). */
const FULFILLING: ReadonlySet<BrandStatus> = new Set(['approved', 'suspended']);

export interface BrandVendor {
  brandId: number;
  vendorId: number;
  vendorCode: string;
  /** The member's role, or 'operator' for a store operator who is not a member. */
  role: string;
}

/**
 * The vendor a person acts for when they act for a brand: read from the membership on every
 * request (a removed member is refused at once). Not a member: the same 404 as a missing brand.
 * The vendor's store may be closed: fulfilment does not need it open.
 */
export async function resolveBrandVendor(caller: Caller, brandId: number, db: DbOrTx = getDb()): Promise<BrandVendor> {
  const access = await resolveBrandAccess(caller, brandId, { minRole: 'staff', operatorMayRead: true }, db);
  if (!FULFILLING.has(access.status)) throw new AppError('FORBIDDEN', 'Your brand ships orders once it is approved.');
  if (access.vendorId === null) throw new AppError('FORBIDDEN', 'Your brand has no store yet: create it first (/brand/create).');
  const store = await findVendorStore(db, access.vendorId);
  if (!store) throw new AppError('FORBIDDEN', 'Your brand has no store yet: create it first (/brand/create).');
  return { brandId: access.brandId, vendorId: access.vendorId, vendorCode: store.code, role: access.role };
}
