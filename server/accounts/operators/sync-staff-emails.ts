import type { DbOrTx } from '../../db/db-or-tx';
import { deleteEnvOperatorsExcept, insertOperatorEmails } from './repository';

/** STAFF_EMAILS="ann@store.example, bob@store.example": the operators a deployment names. */
export function parseStaffEmails(raw: string | undefined): string[] {
  if (!raw) return [];
  const emails = raw
    .split(/[,\s]+/)
    .map((email) => email.trim().toLowerCase())
    .filter((email) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email));
  return [...new Set(emails)];
}

/** Run at start-up (prepareDatabase): the list in the environment is the truth for 'env' rows. */
export async function syncStaffEmails(db: DbOrTx, raw: string | undefined = process.env.STAFF_EMAILS): Promise<void> {
  const emails = parseStaffEmails(raw);
  await deleteEnvOperatorsExcept(db, emails);
  await insertOperatorEmails(db, emails, 'env');
}

export async function addSeedOperators(db: DbOrTx, emails: readonly string[]): Promise<void> {
  await insertOperatorEmails(db, emails.map((email) => email.toLowerCase()), 'seed');
}
