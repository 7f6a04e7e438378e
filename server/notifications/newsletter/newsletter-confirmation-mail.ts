import type { MailTemplate } from '@/server/notifications/mail/mail-content';

export interface NewsletterConfirmationMailData {
  confirmLink: string;
  unsubscribeLink: string;
  days: number;
}

/** The double opt-in mail: nothing is sent to the address before its owner confirms. */
export const newsletterConfirmationMail: MailTemplate<NewsletterConfirmationMailData> = {
  name: 'newsletter-confirmation',
  logFields: ['confirmLink'],
  compose: (t, data) => ({
    subject: t('newsletterConfirmation.subject'),
    preview: t('newsletterConfirmation.preview'),
    blocks: [
      { kind: 'paragraph', text: t('newsletterConfirmation.intro') },
      { kind: 'button', label: t('newsletterConfirmation.confirmButton'), url: data.confirmLink },
      { kind: 'note', text: t('newsletterConfirmation.expiry', { days: data.days }) },
      { kind: 'note', text: t('newsletterConfirmation.ignore') },
      { kind: 'button', label: t('newsletterConfirmation.unsubscribeButton'), url: data.unsubscribeLink },
    ],
  }),
};
