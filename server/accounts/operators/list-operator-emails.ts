import type { DbOrTx } from '../../db/db-or-tx';
import { asLanguage, type MailContact } from '../get-customer-contacts';
import { listOperatorContacts } from './repository';

/** Who to tell when something waits for the operators (a brand application), in their language. */
export async function listOperatorEmails(db: DbOrTx): Promise<MailContact[]> {
  const rows = await listOperatorContacts(db);
  return rows.map((row) => ({ email: row.email, language: asLanguage(row.language) }));
}
