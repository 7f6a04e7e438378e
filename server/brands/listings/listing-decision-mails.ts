import type { MailTemplate } from '@/server/notifications/mail/mail-content';

/* The mails to a brand's owners and managers when an operator decides on the first publish of one
 * of its products (decision 0032). Texts in locales/{en,fr,de}/mail.json (listingApproved, listingRefused). */

export interface ListingApprovedMailData {
  brandName: string;
  productName: string;
  link: string;
}

export const listingApprovedMail: MailTemplate<ListingApprovedMailData> = {
  name: 'listing-approved',
  logFields: ['brandName', 'productName'],
  compose: (t, data) => ({
    subject: t('listingApproved.subject', { productName: data.productName }),
    preview: t('listingApproved.preview'),
    blocks: [
      { kind: 'paragraph', text: t('listingApproved.intro', { productName: data.productName, brandName: data.brandName }) },
      { kind: 'button', label: t('listingApproved.button'), url: data.link },
    ],
  }),
};

export interface ListingRefusedMailData extends ListingApprovedMailData {
  /** The operator's reason, as typed. */
  reason: string;
}

export const listingRefusedMail: MailTemplate<ListingRefusedMailData> = {
  name: 'listing-refused',
  logFields: ['brandName', 'productName'],
  compose: (t, data) => ({
    subject: t('listingRefused.subject', { productName: data.productName }),
    preview: t('listingRefused.preview'),
    blocks: [
      { kind: 'paragraph', text: t('listingRefused.intro', { productName: data.productName, brandName: data.brandName }) },
      { kind: 'note', text: t('listingRefused.reason', { reason: data.reason }) },
      { kind: 'button', label: t('listingRefused.button'), url: data.link },
    ],
  }),
};

export const LISTING_MAIL_TEMPLATES = {
  'listing-approved': listingApprovedMail,
  'listing-refused': listingRefusedMail,
};
