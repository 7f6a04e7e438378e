import type { MailTranslate } from './mail-translations';

/*
 * What a mail says, as blocks; render-mail.ts lays the blocks out as plain text and HTML, so every
 * mail looks the same. Notifications only carries mail: each context composes its own mails as
 * MailTemplates (accounts/account-mails.ts, ordering/mails/order-mail-templates.ts, ...), so
 * notifications never needs to know about orders or customers.
 */

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

export interface MailTemplate<T> {
  /** Recorded with every mail sent (mail_outbox.template) and printed in the development log. */
  name: string;
  compose(t: MailTranslate, data: T): MailContent;
  /** Data printed in the one-line development log (never outside development). */
  logFields: readonly (keyof T & string)[];
}
