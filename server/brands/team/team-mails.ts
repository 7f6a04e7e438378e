import type { MailTemplate } from '@/server/notifications/mail/mail-content';
import type { BrandMemberRole } from '@/lib/brands/brand-rules';

/* The team's mails, composed here; notifications renders and delivers them. */

export interface BrandInvitationMailData {
  brandName: string;
  inviterName: string;
  role: BrandMemberRole;
  email: string;
  link: string;
  expiresAt: string;
}

export const brandInvitationMail: MailTemplate<BrandInvitationMailData> = {
  name: 'brand-invitation',
  logFields: ['brandName', 'link'],
  compose: (t, data) => {
    const values = { ...data, role: t(`brandRoles.${data.role}`) };
    return {
      subject: t('brandInvitation.subject', values),
      preview: t('brandInvitation.preview', values),
      blocks: [
        { kind: 'paragraph', text: t('brandInvitation.intro', values) },
        { kind: 'paragraph', text: t('brandInvitation.roleHelp') },
        { kind: 'button', label: t('brandInvitation.button'), url: data.link },
        { kind: 'paragraph', text: t('brandInvitation.signIn', values) },
        { kind: 'note', text: t('brandInvitation.expiry', values) },
        { kind: 'note', text: t('brandInvitation.ignore', values) },
      ],
    };
  },
};

export interface BrandMemberJoinedMailData {
  brandName: string;
  memberName: string;
  email: string;
  role: BrandMemberRole;
  link: string;
}

export const brandMemberJoinedMail: MailTemplate<BrandMemberJoinedMailData> = {
  name: 'brand-member-joined',
  logFields: ['brandName', 'email'],
  compose: (t, data) => {
    const values = { ...data, role: t(`brandRoles.${data.role}`) };
    return {
      subject: t('brandMemberJoined.subject', values),
      preview: t('brandMemberJoined.preview', values),
      blocks: [
        { kind: 'paragraph', text: t('brandMemberJoined.body', values) },
        { kind: 'button', label: t('brandMemberJoined.button'), url: data.link },
        { kind: 'note', text: t('brandMemberJoined.note') },
      ],
    };
  },
};
