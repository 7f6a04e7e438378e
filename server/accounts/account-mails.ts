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
