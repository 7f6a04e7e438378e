import type { MailTemplate } from '@/server/notifications/mail/mail-content';

/* The mails of a brand application (issue 16 item 2), composed here; notifications delivers
 * them. Texts in locales/{language}/mail.json under brandApplication. */

export interface ApplicationMailData {
  brandName: string;
  link: string;
}

export interface ApplicationNoteMailData extends ApplicationMailData {
  note: string;
}

export interface ApplicationWaitingMailData extends ApplicationMailData {
  legalName: string;
  country: string;
}

export const applicationReceivedMail: MailTemplate<ApplicationMailData> = {
  name: 'brand-application-received',
  logFields: ['brandName', 'link'],
  compose: (t, data) => ({
    subject: t('brandApplication.received.subject', { brandName: data.brandName }),
    preview: t('brandApplication.received.preview'),
    blocks: [
      { kind: 'paragraph', text: t('brandApplication.received.body', { brandName: data.brandName }) },
      { kind: 'paragraph', text: t('brandApplication.received.next') },
      { kind: 'button', label: t('brandApplication.button'), url: data.link },
    ],
  }),
};

export const applicationWaitingMail: MailTemplate<ApplicationWaitingMailData> = {
  name: 'brand-application-waiting',
  logFields: ['brandName', 'link'],
  compose: (t, data) => ({
    subject: t('brandApplication.waiting.subject', { brandName: data.brandName }),
    preview: t('brandApplication.waiting.preview', { legalName: data.legalName, country: data.country }),
    blocks: [
      { kind: 'paragraph', text: t('brandApplication.waiting.body', { brandName: data.brandName, legalName: data.legalName, country: data.country }) },
      { kind: 'button', label: t('brandApplication.waiting.button'), url: data.link },
    ],
  }),
};

export const applicationApprovedMail: MailTemplate<ApplicationMailData> = {
  name: 'brand-application-approved',
  logFields: ['brandName', 'link'],
  compose: (t, data) => ({
    subject: t('brandApplication.approved.subject', { brandName: data.brandName }),
    preview: t('brandApplication.approved.preview'),
    blocks: [
      { kind: 'paragraph', text: t('brandApplication.approved.body', { brandName: data.brandName }) },
      { kind: 'button', label: t('brandApplication.button'), url: data.link },
    ],
  }),
};

export const applicationChangesMail: MailTemplate<ApplicationNoteMailData> = {
  name: 'brand-application-changes-requested',
  logFields: ['brandName', 'note'],
  compose: (t, data) => ({
    subject: t('brandApplication.changes.subject', { brandName: data.brandName }),
    preview: t('brandApplication.changes.preview'),
    blocks: [
      { kind: 'paragraph', text: t('brandApplication.changes.body', { brandName: data.brandName }) },
      { kind: 'note', text: data.note },
      { kind: 'button', label: t('brandApplication.button'), url: data.link },
    ],
  }),
};

export const applicationRejectedMail: MailTemplate<ApplicationNoteMailData> = {
  name: 'brand-application-rejected',
  logFields: ['brandName', 'note'],
  compose: (t, data) => ({
    subject: t('brandApplication.rejected.subject', { brandName: data.brandName }),
    preview: t('brandApplication.rejected.preview'),
    blocks: [
      { kind: 'paragraph', text: t('brandApplication.rejected.body', { brandName: data.brandName }) },
      { kind: 'note', text: data.note },
      { kind: 'paragraph', text: t('brandApplication.rejected.support') },
      { kind: 'button', label: t('brandApplication.button'), url: data.link },
    ],
  }),
};

export const APPLICATION_MAIL_TEMPLATES = {
  'brand-application-received': applicationReceivedMail,
  'brand-application-waiting': applicationWaitingMail,
  'brand-application-approved': applicationApprovedMail,
  'brand-application-changes-requested': applicationChangesMail,
  'brand-application-rejected': applicationRejectedMail,
};
