import { STORE_NAME } from '@/lib/navigation/store-name';
import type { MailTemplate } from '@/server/notifications/mail/mail-content';

export interface ReferralInvitationData {
  inviterFirstName: string;
  offer: string;
  url: string;
  message: string | null;
}

/** The invitation a shopper sends a friend, in the shopper's language. */
export const referralInvitationMail: MailTemplate<ReferralInvitationData> = {
  name: 'referral-invitation',
  logFields: ['inviterFirstName'],
  compose: (t, data) => ({
    subject: t('referralInvitation.subject', { name: data.inviterFirstName, storeName: STORE_NAME }),
    preview: t('referralInvitation.preview', { offer: data.offer }),
    blocks: [
      { kind: 'paragraph', text: t('referralInvitation.intro', { name: data.inviterFirstName, storeName: STORE_NAME, offer: data.offer }) },
      ...(data.message ? [{ kind: 'note' as const, text: t('referralInvitation.message', { name: data.inviterFirstName, message: data.message }) }] : []),
      { kind: 'button', label: t('referralInvitation.button'), url: data.url },
      { kind: 'note', text: t('referralInvitation.terms') },
    ],
  }),
};
