import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/i18n/locales';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { findCustomerContacts } from './repository-contacts';

export interface MailContact {
  email: string;
  language: Language;
}

export function asLanguage(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

/** The e-mail address and mail language of each of these customers (unknown ids are skipped). */
export async function getCustomerContacts(db: DbOrTx, customerIds: readonly number[]): Promise<MailContact[]> {
  const rows = await findCustomerContacts(db, customerIds);
  return rows.map((row) => ({ email: row.email, language: asLanguage(row.language) }));
}
