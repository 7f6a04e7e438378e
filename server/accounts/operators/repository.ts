import { and, eq, isNull, notInArray } from 'drizzle-orm';
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

export async function listOperatorContacts(db: DbOrTx): Promise<{ email: string; language: string | null }[]> {
  return db.select({ email: operators.email, language: customers.language }).from(operators).leftJoin(customers, eq(customers.id, operators.customerId));
}
