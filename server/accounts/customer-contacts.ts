import type { DbOrTx } from '../db/db-or-tx';
import { findCustomerContactByEmail, findCustomerContacts, type CustomerContactRow } from './repository-contacts';

export type CustomerContact = CustomerContactRow;

/** Name, address and language of several people at once, keyed by customer id. */
export async function getCustomerContacts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, CustomerContact>> {
  const rows = await findCustomerContacts(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The account that owns an address (compared case-insensitively), if there is one. */
export function getCustomerContactByEmail(db: DbOrTx, email: string): Promise<CustomerContact | undefined> {
  return findCustomerContactByEmail(db, email);
}
