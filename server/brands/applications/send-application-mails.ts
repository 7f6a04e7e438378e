import { LANGUAGE_TO_LOCALE, type Language } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import { siteUrl } from '@/lib/seo/site-url';
import { getMailContacts, type MailContact } from '../../accounts/customer-contacts';
import { listOperatorEmails } from '../../accounts/operators/list-operator-emails';
import { getDb } from '../../db/client';
import type { DbOrTx } from '../../db/db-or-tx';
import type { MailTemplate } from '../../notifications/mail/mail-content';
import { sendMail } from '../../notifications/mail/send-mail';
import { applicationApprovedMail, applicationChangesMail, applicationReceivedMail, applicationRejectedMail, applicationWaitingMail } from './application-mails';
import { findBrand, listOwnerIds, type BrandRow } from './repository';

/* Who hears about an application, and in which language. Called after the change is committed:
 * a mail that cannot go out is logged, the change stands. */

const link = (path: string, language: Language) => `${siteUrl()}${localizedPath(path, LANGUAGE_TO_LOCALE[language])}`;

/** The brand's owners in their own language, and its contact address in the first owner's. */
async function brandRecipients(db: DbOrTx, brand: BrandRow): Promise<MailContact[]> {
  const owners = await getMailContacts(db, await listOwnerIds(db, brand.id));
  const contact = { email: brand.contactEmail, language: owners[0]?.language ?? 'en' } satisfies MailContact;
  const byAddress = new Map<string, MailContact>();
  for (const recipient of [...owners, contact]) if (!byAddress.has(recipient.email.toLowerCase())) byAddress.set(recipient.email.toLowerCase(), recipient);
  return [...byAddress.values()];
}

async function sendAll<T>(recipients: MailContact[], template: MailTemplate<T>, data: (language: Language) => T): Promise<void> {
  for (const recipient of recipients) {
    try {
      await sendMail({ to: recipient.email, language: recipient.language, template, data: data(recipient.language) });
    } catch (error) {
      console.warn(`[mail] "${template.name}" to ${recipient.email} not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

async function withBrand(brandId: number, what: string, run: (db: DbOrTx, brand: BrandRow) => Promise<void>): Promise<void> {
  try {
    const db = getDb();
    const brand = await findBrand(db, brandId);
    if (!brand) throw new Error(`brand ${brandId} not found`);
    await run(db, brand);
  } catch (error) {
    console.warn(`[mail] ${what} mails for brand ${brandId} not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** "We received your application" to the brand, "an application waits" to every operator. */
export function mailApplicationSubmitted(brandId: number): Promise<void> {
  return withBrand(brandId, 'submission', async (db, brand) => {
    await sendAll(await brandRecipients(db, brand), applicationReceivedMail, (language) => ({ brandName: brand.displayName, link: link('/brand/registration', language) }));
    await sendAll(await listOperatorEmails(db), applicationWaitingMail, (language) => ({
      brandName: brand.displayName,
      legalName: brand.legalName,
      country: brand.country,
      link: link(`/admin/brand-applications/${brand.id}`, language),
    }));
  });
}

/** The operator's decision, with their note, to the brand's owners and contact address. */
export function mailApplicationDecided(brandId: number, decision: 'approve' | 'request_changes' | 'reject', note: string): Promise<void> {
  return withBrand(brandId, decision, async (db, brand) => {
    const recipients = await brandRecipients(db, brand);
    const base = (language: Language) => ({ brandName: brand.displayName, link: link('/brand/registration', language) });
    if (decision === 'approve') await sendAll(recipients, applicationApprovedMail, base);
    else await sendAll(recipients, decision === 'reject' ? applicationRejectedMail : applicationChangesMail, (language) => ({ ...base(language), note }));
  });
}
