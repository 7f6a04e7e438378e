import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/i18n/locales';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { findMailRecipientRows } from './repository-mail-recipients';

export interface MailRecipient {
  customerId: number;
  email: string;
  /** The language the person uses the store in (customers.language), the default when unknown. */
  language: Language;
  fullname: string;
}

/** The address and language of each account (accounts that are gone are left out). */
export async function findMailRecipients(db: DbOrTx, customerIds: readonly number[]): Promise<MailRecipient[]> {
  const rows = await findMailRecipientRows(db, [...new Set(customerIds)]);
  return rows.map((row) => ({
    customerId: row.id,
    email: row.email,
    language: (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : DEFAULT_LANGUAGE,
    fullname: row.fullname,
  }));
}
