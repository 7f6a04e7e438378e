import type { Workspaces } from '@/lib/contracts/brands/workspaces-schemas';
import { getDb } from '../db/client';
import type { Caller } from '../http/request-context';
import { AppError } from '../http/app-error';
import { isOperator } from '../accounts/operators/is-operator';
import { listMemberships } from './repository-access';

/** Where a signed-in person may work: the brands they belong to (with their role) and /admin. */
export async function listMyWorkspaces(caller: Caller): Promise<Workspaces> {
  if (caller.kind !== 'user') throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  const db = getDb();
  const [memberships, operator] = await Promise.all([listMemberships(db, caller.userId), isOperator(caller, db)]);
  return {
    operator,
    brands: memberships.map((m) => ({ id: m.brandId, name: m.displayName, status: m.status, role: m.role, has_store: m.vendorId !== null })),
  };
}
