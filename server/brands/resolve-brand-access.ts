import { roleAtLeast, type BrandMemberRole, type BrandStatus } from '@/lib/brands/brand-rules';
import { getDb } from '../db/client';
import type { DbOrTx } from '../db/db-or-tx';
import { AppError } from '../http/app-error';
import type { Caller } from '../http/request-context';
import { isOperator } from '../accounts/operators/is-operator';
import { findBrandAccess } from './repository-access';

export interface BrandAccess {
  brandId: number;
  status: BrandStatus;
  vendorId: number | null;
  displayName: string;
  /** The caller's role in the brand; 'operator' for a store operator who is not a member. */
  role: BrandMemberRole | 'operator';
  customerId: number;
}

export interface AccessNeed {
  /** The least member role the operation needs. */
  minRole: BrandMemberRole;
  /** Operators who are not members may read (support, review), never act for the brand. */
  operatorMayRead: boolean;
}

/** Same answer for a brand that does not exist and one the caller has nothing to do with. */
export function brandNotFound(): AppError {
  return new AppError('NOT_FOUND', 'We could not find this brand.');
}

/**
 * Checked on every request, from the database: a removed member is refused at once, whatever
 * their access token says.
 */
export async function resolveBrandAccess(caller: Caller, brandId: number, need: AccessNeed, db: DbOrTx = getDb()): Promise<BrandAccess> {
  if (caller.kind !== 'user') throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  const row = await findBrandAccess(db, brandId, caller.userId);
  if (!row) throw brandNotFound();
  const base = { brandId: row.brandId, status: row.status, vendorId: row.vendorId, displayName: row.displayName, customerId: caller.userId };
  if (row.role) {
    if (!roleAtLeast(row.role, need.minRole)) throw new AppError('FORBIDDEN', 'Your role in this brand does not allow this. Ask an owner of the brand.');
    return { ...base, role: row.role };
  }
  if (await isOperator(caller, db)) {
    if (need.operatorMayRead) return { ...base, role: 'operator' };
    throw new AppError('FORBIDDEN', 'Operators review brands from /admin; only the brand’s members can change it.');
  }
  throw brandNotFound();
}
