import { emailChangedMail, loginVerificationMail } from '@/server/accounts/account-mails';
import { BRAND_STATUS_MAIL_TEMPLATES } from '@/server/brands/admin/brand-status-mails';
import { APPLICATION_MAIL_TEMPLATES } from '@/server/brands/applications/application-mails';
import { LISTING_MAIL_TEMPLATES } from '@/server/brands/listings/listing-decision-mails';
import type { MailTemplate } from '@/server/notifications/mail/mail-content';
import { newsletterConfirmationMail } from '@/server/notifications/newsletter/newsletter-confirmation-mail';
import { ORDER_MAIL_TEMPLATES } from '@/server/ordering/mails/order-mail-templates';
import { supportConfirmationMail, supportMessageMail } from '@/server/content/support-mails';

/* Every mail the store sends, by name. Each context composes its own (notifications only
 * delivers), so the tests that check every mail in every language gather them here. */
export const EVERY_MAIL_TEMPLATE = {
  'login-verification': loginVerificationMail,
  'email-changed': emailChangedMail,
  ...ORDER_MAIL_TEMPLATES,
  'newsletter-confirmation': newsletterConfirmationMail,
  ...BRAND_STATUS_MAIL_TEMPLATES,
  ...APPLICATION_MAIL_TEMPLATES,
  ...LISTING_MAIL_TEMPLATES,
  'support-message': supportMessageMail,
  'support-confirmation': supportConfirmationMail,
};

export type MailTemplateName = keyof typeof EVERY_MAIL_TEMPLATE;
type DataOf<M> = M extends MailTemplate<infer T> ? T : never;
export type MailTemplateData = { [K in MailTemplateName]: DataOf<(typeof EVERY_MAIL_TEMPLATE)[K]> };
export const MAIL_TEMPLATE_NAMES = Object.keys(EVERY_MAIL_TEMPLATE) as MailTemplateName[];
