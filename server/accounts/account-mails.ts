import type { MailTemplate } from '@/server/notifications/mail/mail-content';

/* The mails of a customer's account, composed here; notifications renders and delivers them. */

export interface LoginVerificationMailData {
  code: string;
  link: string;
  codeMinutes: number;
  linkMinutes: number;
}

export const loginVerificationMail: MailTemplate<LoginVerificationMailData> = {
  name: 'login-verification',
  logFields: ['code', 'link'],
  compose: (t, data) => ({
    subject: t('loginVerification.subject'),
    preview: t('loginVerification.preview', { code: data.code, codeMinutes: data.codeMinutes }),
    blocks: [
      { kind: 'paragraph', text: t('loginVerification.intro') },
      { kind: 'code', label: t('loginVerification.codeLabel'), code: data.code },
      { kind: 'paragraph', text: t('loginVerification.codeExpiry', { codeMinutes: data.codeMinutes }) },
      { kind: 'paragraph', text: t('loginVerification.linkIntro') },
      { kind: 'button', label: t('loginVerification.linkButton'), url: data.link },
      { kind: 'note', text: t('loginVerification.linkExpiry', { linkMinutes: data.linkMinutes }) },
      { kind: 'note', text: t('loginVerification.ignore') },
    ],
  }),
};

export interface EmailChangedMailData {
  newEmail: string;
}

export const emailChangedMail: MailTemplate<EmailChangedMailData> = {
  name: 'email-changed',
  logFields: ['newEmail'],
  compose: (t, data) => ({
    subject: t('emailChanged.subject'),
    preview: t('emailChanged.preview', { newEmail: data.newEmail }),
    blocks: [
      { kind: 'paragraph', text: t('emailChanged.body', { newEmail: data.newEmail }) },
      { kind: 'note', text: t('emailChanged.notYou') },
    ],
  }),
};

export interface EmailChangeCodeMailData {
  code: string;
  codeMinutes: number;
}

/** To the NEW address: the change waits for this code (decision 0038). */
export const emailChangeCodeMail: MailTemplate<EmailChangeCodeMailData> = {
  name: 'email-change-code',
  logFields: ['code'],
  compose: (t, data) => ({
    subject: t('emailChangeCode.subject'),
    preview: t('emailChangeCode.preview', { codeMinutes: data.codeMinutes }),
    blocks: [
      { kind: 'paragraph', text: t('emailChangeCode.intro') },
      { kind: 'code', label: t('emailChangeCode.codeLabel'), code: data.code },
      { kind: 'paragraph', text: t('emailChangeCode.expiry', { codeMinutes: data.codeMinutes }) },
      { kind: 'note', text: t('emailChangeCode.ignore') },
    ],
  }),
};

/** To the owner of an address another account asked to take: nothing changed, and why they hear of it. */
export const emailChangeClashMail: MailTemplate<Record<string, never>> = {
  name: 'email-change-clash',
  logFields: [],
  compose: (t) => ({
    subject: t('emailChangeClash.subject'),
    preview: t('emailChangeClash.preview'),
    blocks: [
      { kind: 'paragraph', text: t('emailChangeClash.body') },
      { kind: 'note', text: t('emailChangeClash.notYou') },
    ],
  }),
};
