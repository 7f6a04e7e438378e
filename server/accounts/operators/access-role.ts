import type { Role } from '@/lib/contracts/roles';
import type { DbOrTx } from '../../db/db-or-tx';
import { bindOperatorEmail, isOperatorCustomer } from './repository';

/**
 * The role written into a new access token, from the database (never from the request). Called
 * with `provenEmail` right after a credential proved the address: that is when a listed operator
 * address becomes bound to the account.
 */
export async function accessRoleOf(db: DbOrTx, customerId: number, provenEmail?: string): Promise<Role> {
  if (provenEmail) await bindOperatorEmail(db, provenEmail.toLowerCase(), customerId);
  return (await isOperatorCustomer(db, customerId)) ? 'admin' : 'customer';
}
