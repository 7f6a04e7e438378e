import de from '@/locales/de/credit.json';
import en from '@/locales/en/credit.json';
import fr from '@/locales/fr/credit.json';
import { formatMinorUnits } from '@/lib/format/format-price';
import { LANGUAGE_TO_LOCALE, type Language } from '@/lib/i18n/locales';
import { findMailRecipients } from '@/server/accounts/find-mail-recipients';
import { notifyCustomer } from '@/server/accounts/notify-customer';
import type { DbOrTx } from '@/server/db/db-or-tx';

/*
 * In-app notices of rewards and credit changes (issue 19 item 6), written in the customer's
 * language (customers.language) from the `credit` namespace's "notices" texts, so translators
 * keep them beside the page's.
 */

type NoticeKey = keyof typeof en.notices;
const TEXTS: Record<Language, { notices: Record<NoticeKey, string> }> = { en, fr, de };

export type ProgrammeNotice =
  | { kind: 'rewardCredit'; campaign: string; amount: number; currency: string }
  | { kind: 'rewardPoints'; campaign: string; points: number }
  | { kind: 'exchange'; amount: number; currency: string; points: number }
  | { kind: 'orderPoints'; orderCode: string; points: number };

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

function valuesOf(notice: ProgrammeNotice, language: Language): Record<string, string> {
  const number = (value: number) => new Intl.NumberFormat(LANGUAGE_TO_LOCALE[language]).format(value);
  switch (notice.kind) {
    case 'rewardCredit':
      return { campaign: notice.campaign, amount: formatMinorUnits(notice.amount, notice.currency, LANGUAGE_TO_LOCALE[language]) };
    case 'rewardPoints':
      return { campaign: notice.campaign, points: number(notice.points) };
    case 'exchange':
      return { amount: formatMinorUnits(notice.amount, notice.currency, LANGUAGE_TO_LOCALE[language]), points: number(notice.points) };
    case 'orderPoints':
      return { order: notice.orderCode, points: number(notice.points) };
  }
}

/** Writes the notice for this customer inside the caller's transaction (nothing for an account that is gone). */
export async function notifyProgrammeChange(db: DbOrTx, customerId: number, notice: ProgrammeNotice): Promise<void> {
  const [recipient] = await findMailRecipients(db, [customerId]);
  if (!recipient) return;
  const texts = TEXTS[recipient.language].notices;
  const values = valuesOf(notice, recipient.language);
  await notifyCustomer(db, { id: customerId, language: recipient.language }, {
    kind: 'message',
    title: fill(texts[`${notice.kind}Title`], values),
    body: fill(texts[`${notice.kind}Body`], values),
  });
}
