import { languageOfLocale, type Language } from '@/lib/i18n/locales';
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

/** Where and in which language to write to someone; the language column holds 'fr' or 'fr-FR'. */
export interface MailContact {
  email: string;
  language: Language;
}

export function mailContactOf(contact: { email: string; language: string | null }): MailContact {
  return { email: contact.email, language: languageOfLocale(contact.language ?? '') };
}

/** The mail contact of each of these customers (unknown ids are skipped). */
export async function getMailContacts(db: DbOrTx, ids: readonly number[]): Promise<MailContact[]> {
  return [...(await getCustomerContacts(db, ids)).values()].map(mailContactOf);
}
