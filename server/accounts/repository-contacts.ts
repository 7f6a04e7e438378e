import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/db-or-tx';
import { customers } from '../db/schema';

/* Who a person is, for the contexts that show people to each other (a brand's team). */

export interface CustomerContactRow {
  id: number;
  email: string;
  fullname: string;
  language: string;
}

const contactColumns = { id: customers.id, email: customers.email, fullname: customers.fullname, language: customers.language };

export async function findCustomerContacts(db: DbOrTx, ids: readonly number[]): Promise<CustomerContactRow[]> {
  if (ids.length === 0) return [];
  return db.select(contactColumns).from(customers).where(inArray(customers.id, [...ids]));
}

export async function findCustomerContactByEmail(db: DbOrTx, email: string): Promise<CustomerContactRow | undefined> {
  const [row] = await db.select(contactColumns).from(customers).where(sql`lower(${customers.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}
