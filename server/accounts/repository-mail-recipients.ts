import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { customers } from '@/server/db/schema/accounts/customers';

/* Where and in which language to write to people, for mails other contexts send them. */

export async function findMailRecipientRows(db: DbOrTx, customerIds: readonly number[]): Promise<{ id: number; email: string; language: string; fullname: string }[]> {
  if (customerIds.length === 0) return [];
  return db
    .select({ id: customers.id, email: customers.email, language: customers.language, fullname: customers.fullname })
    .from(customers)
    .where(inArray(customers.id, [...customerIds]));
}
