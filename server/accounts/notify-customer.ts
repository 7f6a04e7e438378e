import type { Db } from '../db/client';
import type { DbOrTx } from '../db/db-or-tx';
import { translateMailText } from '@/server/notifications/mail/translate-mail-text';
import { insertNotification } from './repository-notifications';

export type CustomerNotice =
  | { kind: 'welcome' }
  | { kind: 'email-changed'; newEmail: string }
  /** A notice another context has already written in the customer's language (rewards, programmes, credit). */
  | { kind: 'message'; title: string; body: string };

/** Adds an in-app notification, written in the customer's language. */
export async function notifyCustomer(db: Db | DbOrTx, customer: { id: number; language: string }, notice: CustomerNotice): Promise<void> {
  const t = (key: string, values?: Record<string, string>) => translateMailText(customer.language, key, values);
  const text =
    notice.kind === 'message'
      ? { title: notice.title, body: notice.body }
      : notice.kind === 'welcome'
        ? { title: t('inApp.welcomeTitle'), body: t('inApp.welcomeBody') }
        : { title: t('inApp.emailChangedTitle'), body: t('inApp.emailChangedBody', { newEmail: notice.newEmail }) };
  await insertNotification(db, { customerId: customer.id, ...text });
}
