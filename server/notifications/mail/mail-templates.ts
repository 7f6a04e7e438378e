import type { MailTranslate } from './mail-translations';
import { composeOrderConfirmation, type OrderConfirmationMailData } from '@/server/ordering/mails/order-confirmation-mail';
import type { OrderEventMailTemplateData } from '@/server/ordering/mails/order-event-mail-data';
import { composeOrderCancelled, composeOrderRefunded, composeOrderReturnDecided, composeOrderReturnRequested } from '@/server/ordering/mails/order-money-mails';
import { composeOrderNumbers, type OrderNumbersMailData } from '@/server/ordering/mails/order-numbers-mail';
import { composeOrderAddressChanged, composeOrderDelivered, composeOrderShipped, composeOrderShippingDateChanged } from '@/server/ordering/mails/order-shipping-mails';

/* The mails the store sends. Each template turns its data into blocks; render-mail.ts lays the
 * blocks out as plain text and HTML, so every mail looks the same. */

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; label: string; code: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'note'; text: string };

export interface MailContent {
  subject: string;
  /** The line mail clients show next to the subject. */
  preview: string;
  blocks: MailBlock[];
}

export interface MailTemplateData extends OrderEventMailTemplateData {
  'login-verification': { code: string; link: string; codeMinutes: number; linkMinutes: number };
  'email-changed': { newEmail: string };
  'order-confirmation': OrderConfirmationMailData;
  'order-numbers': OrderNumbersMailData;
  'newsletter-confirmation': { confirmLink: string; unsubscribeLink: string; days: number };
}

export type MailTemplateName = keyof MailTemplateData;

interface MailTemplate<T> {
  compose(t: MailTranslate, data: T): MailContent;
  /** Data printed in the one-line development log (never outside development). */
  logFields: readonly (keyof T & string)[];
}

export const MAIL_TEMPLATES: { [K in MailTemplateName]: MailTemplate<MailTemplateData[K]> } = {
  'order-confirmation': { logFields: ['orderCode', 'total'], compose: composeOrderConfirmation },
  'order-numbers': { logFields: ['trackUrl'], compose: composeOrderNumbers },
  'order-shipped': { logFields: ['orderCode', 'trackingNumber'], compose: composeOrderShipped },
  'order-delivered': { logFields: ['orderCode', 'returnUntil'], compose: composeOrderDelivered },
  'order-cancelled': { logFields: ['orderCode', 'scope'], compose: composeOrderCancelled },
  'order-refunded': { logFields: ['orderCode', 'reason'], compose: composeOrderRefunded },
  'order-return-requested': { logFields: ['orderCode'], compose: composeOrderReturnRequested },
  'order-return-decided': { logFields: ['orderCode', 'outcome'], compose: composeOrderReturnDecided },
  'order-address-changed': { logFields: ['orderCode'], compose: composeOrderAddressChanged },
  'order-shipping-date-changed': { logFields: ['orderCode', 'shippingDate'], compose: composeOrderShippingDateChanged },
  'login-verification': {
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
  },
  'email-changed': {
    logFields: ['newEmail'],
    compose: (t, data) => ({
      subject: t('emailChanged.subject'),
      preview: t('emailChanged.preview', { newEmail: data.newEmail }),
      blocks: [
        { kind: 'paragraph', text: t('emailChanged.body', { newEmail: data.newEmail }) },
        { kind: 'note', text: t('emailChanged.notYou') },
      ],
    }),
  },
  'newsletter-confirmation': {
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
  },
};

export const MAIL_TEMPLATE_NAMES = Object.keys(MAIL_TEMPLATES) as MailTemplateName[];
