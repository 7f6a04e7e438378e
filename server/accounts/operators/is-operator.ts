import { getDb } from '../../db/client';
import type { DbOrTx } from '../../db/db-or-tx';
import type { Caller } from '../../http/request-context';
import { isOperatorCustomer } from './repository';

/**
 * Whether the caller is one of the store's operators, read from the database on every request:
 * the token's role only opens the door to admin routes, an operator removed from the list loses
 * access at the next request.
 */
export async function isOperator(caller: Caller, db: DbOrTx = getDb()): Promise<boolean> {
  if (caller.kind !== 'user') return false;
  return isOperatorCustomer(db, caller.userId);
}
