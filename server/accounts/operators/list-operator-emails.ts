import type { DbOrTx } from '../../db/db-or-tx';
import { mailContactOf, type MailContact } from '../customer-contacts';
import { listOperatorContacts } from './repository';

/** Who to tell when something waits for the operators (a brand application), in their language. */
export async function listOperatorEmails(db: DbOrTx): Promise<MailContact[]> {
  const rows = await listOperatorContacts(db);
  return rows.map(mailContactOf);
}
