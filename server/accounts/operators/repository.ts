import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db-or-tx';
import { customers, operators } from '../../db/schema';

/* The only queries on operators (decision 0030). */

export async function isOperatorCustomer(db: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await db.select({ email: operators.email }).from(operators).where(eq(operators.customerId, customerId)).limit(1);
  return row !== undefined;
}

/** Binds a listed address to the account that has just proven it owns it; a bound row stays bound. */
export async function bindOperatorEmail(db: DbOrTx, email: string, customerId: number): Promise<void> {
  await db.update(operators).set({ customerId }).where(and(eq(operators.email, email), isNull(operators.customerId)));
}

export async function insertOperatorEmails(db: DbOrTx, emails: readonly string[], source: 'env' | 'seed'): Promise<void> {
  if (emails.length === 0) return;
  await db
    .insert(operators)
    .values(emails.map((email) => ({ email, source })))
    .onConflictDoNothing();
}

/** Addresses that left STAFF_EMAILS lose the role; seeded ones stay. */
export async function deleteEnvOperatorsExcept(db: DbOrTx, keep: readonly string[]): Promise<void> {
  const fromEnv = eq(operators.source, 'env');
  await db.delete(operators).where(keep.length > 0 ? and(fromEnv, notInArray(operators.email, [...keep])) : fromEnv);
}

export async function listOperatorEmails(db: DbOrTx, customerIds: readonly number[]): Promise<Map<number, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ email: operators.email, customerId: operators.customerId })
    .from(operators)
    .where(inArray(operators.customerId, [...customerIds]));
  return new Map(rows.flatMap((row) => (row.customerId === null ? [] : [[row.customerId, row.email] as const])));
}

/** Every listed address, with the language of the account it is bound to (null before the first sign-in). */
export async function listOperatorContacts(db: DbOrTx): Promise<{ email: string; language: string | null }[]> {
  return db.select({ email: operators.email, language: customers.language }).from(operators).leftJoin(customers, eq(customers.id, operators.customerId));
}
