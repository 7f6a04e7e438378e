import type { MailTemplate } from '@/server/notifications/mail/mail-content';

/* The mails to a brand's owners when an operator suspends or reinstates the brand. Texts in
 * locales/{en,fr,de}/mail.json (brandSuspended, brandReinstated). */

export interface BrandSuspendedMailData {
  brandName: string;
  /** The operator's reason, as typed. */
  note: string;
  brandUrl: string;
}

export const brandSuspendedMail: MailTemplate<BrandSuspendedMailData> = {
  name: 'brand-suspended',
  logFields: ['brandName'],
  compose: (t, data) => ({
    subject: t('brandSuspended.subject', { brandName: data.brandName }),
    preview: t('brandSuspended.preview', { brandName: data.brandName }),
    blocks: [
      { kind: 'paragraph', text: t('brandSuspended.intro', { brandName: data.brandName }) },
      { kind: 'note', text: t('brandSuspended.reason', { note: data.note }) },
      { kind: 'paragraph', text: t('brandSuspended.orders') },
      { kind: 'button', label: t('brandSuspended.button'), url: data.brandUrl },
      { kind: 'note', text: t('brandSuspended.contact') },
    ],
  }),
};

export interface BrandReinstatedMailData {
  brandName: string;
  brandUrl: string;
}

export const brandReinstatedMail: MailTemplate<BrandReinstatedMailData> = {
  name: 'brand-reinstated',
  logFields: ['brandName'],
  compose: (t, data) => ({
    subject: t('brandReinstated.subject', { brandName: data.brandName }),
    preview: t('brandReinstated.preview', { brandName: data.brandName }),
    blocks: [
      { kind: 'paragraph', text: t('brandReinstated.intro', { brandName: data.brandName }) },
      { kind: 'button', label: t('brandReinstated.button'), url: data.brandUrl },
    ],
  }),
};

export const BRAND_STATUS_MAIL_TEMPLATES = {
  'brand-suspended': brandSuspendedMail,
  'brand-reinstated': brandReinstatedMail,
};
