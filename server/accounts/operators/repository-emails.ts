import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db-or-tx';
import { operators } from '../../db/schema/accounts/operators';

/* Operators' addresses, for mail meant for the whole team (support messages, issue 18). */
export async function listOperatorEmailRows(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ email: operators.email }).from(operators).orderBy(asc(operators.email));
  return rows.map((row) => row.email);
}
