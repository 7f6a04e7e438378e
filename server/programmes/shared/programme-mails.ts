import type { MailTemplate } from '@/server/notifications/mail/mail-content';

/* The mails of the programmes (decision 0041); texts in locales/{language}/mail.json, key programmes. */

export interface ProgrammeCodeMailData {
  code: string;
  codeMinutes: number;
  /** Which programme the address joins: work, student or educator. */
  purpose: 'work' | 'student' | 'educator';
}

export const programmeCodeMail: MailTemplate<ProgrammeCodeMailData> = {
  name: 'programme-code',
  logFields: ['code', 'purpose'],
  compose: (t, data) => ({
    subject: t(`programmes.code.subject_${data.purpose}`),
    preview: t('programmes.code.preview', { codeMinutes: data.codeMinutes }),
    blocks: [
      { kind: 'paragraph', text: t(`programmes.code.intro_${data.purpose}`) },
      { kind: 'code', label: t('programmes.code.codeLabel'), code: data.code },
      { kind: 'paragraph', text: t('programmes.code.expiry', { codeMinutes: data.codeMinutes }) },
      { kind: 'note', text: t('programmes.code.ignore') },
    ],
  }),
};

/** To an address another account has already verified: nothing is sent to the one asking. */
export const programmeAddressTakenMail: MailTemplate<Record<string, never>> = {
  name: 'programme-address-taken',
  logFields: [],
  compose: (t) => ({
    subject: t('programmes.taken.subject'),
    preview: t('programmes.taken.preview'),
    blocks: [
      { kind: 'paragraph', text: t('programmes.taken.body') },
      { kind: 'note', text: t('programmes.taken.notYou') },
    ],
  }),
};

export interface EmployerInvitationMailData {
  companyName: string;
  link: string;
}

/** To the HR contact an employee named (POST /v1/me/register-epp): one link confirms the company. */
export const employerInvitationMail: MailTemplate<EmployerInvitationMailData> = {
  name: 'employer-invitation',
  logFields: ['link'],
  compose: (t, data) => ({
    subject: t('programmes.employer.subject', { companyName: data.companyName }),
    preview: t('programmes.employer.preview'),
    blocks: [
      { kind: 'paragraph', text: t('programmes.employer.intro', { companyName: data.companyName }) },
      { kind: 'paragraph', text: t('programmes.employer.what') },
      { kind: 'button', label: t('programmes.employer.button'), url: data.link },
      { kind: 'note', text: t('programmes.employer.ignore') },
    ],
  }),
};
