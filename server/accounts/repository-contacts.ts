import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/db-or-tx';
import { customers } from '../db/schema';

/* Where and in which language other contexts may write to a customer (brand applications' mails). */

export interface ContactRow {
  email: string;
  language: string;
}

export async function findCustomerContacts(db: DbOrTx, customerIds: readonly number[]): Promise<ContactRow[]> {
  if (customerIds.length === 0) return [];
  return db.select({ email: customers.email, language: customers.language }).from(customers).where(inArray(customers.id, [...customerIds]));
}
