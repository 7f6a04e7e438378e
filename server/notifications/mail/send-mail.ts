import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Language } from '@/lib/i18n/locales';
import type { MailTemplate } from './mail-content';
import { renderMail } from './render-mail';
import { recordMail } from './repository';
import { smtpFrom, smtpTransport } from './smtp-transport';

export interface MailRequest<T> {
  to: string;
  /** Composed by the context the mail is about; notifications only renders and delivers it. */
  template: MailTemplate<T>;
  language: Language;
  data: T;
}

export interface SentMail {
  id: number;
  transport: 'outbox' | 'smtp';
}

/**
 * Renders a template and delivers it: through SMTP when SMTP_URL is set, otherwise into the
 * development outbox (the mail_outbox table, read at /dev/mailbox) with a one-line log outside
 * production. An SMTP failure is a 503: the caller's request did not achieve its purpose.
 */
export async function sendMail<T>(request: MailRequest<T>): Promise<SentMail> {
  const rendered = renderMail(request.template, request.language, request.data);
  const base = { toAddress: request.to, subject: rendered.subject, language: request.language, template: request.template.name };
  const smtpUrl = process.env.SMTP_URL?.trim();

  if (smtpUrl) {
    try {
      await smtpTransport(smtpUrl).sendMail({ from: smtpFrom(), to: request.to, subject: rendered.subject, text: rendered.text, html: rendered.html });
    } catch (cause) {
      await recordMail(getDb(), { ...base, textBody: null, htmlBody: null, transport: 'smtp', sentAt: null });
      throw new AppError('UNAVAILABLE', 'We could not send the e-mail just now. Please try again in a minute.', { cause, headers: { 'Retry-After': '60' } });
    }
    // Bodies of delivered mail are not kept: a sign-in mail carries a live code and link.
    const id = await recordMail(getDb(), { ...base, textBody: null, htmlBody: null, transport: 'smtp', sentAt: new Date() });
    return { id, transport: 'smtp' };
  }

  const id = await recordMail(getDb(), { ...base, textBody: rendered.text, htmlBody: rendered.html, transport: 'outbox', sentAt: null });
  logOutboxMail(request);
  return { id, transport: 'outbox' };
}

function logOutboxMail<T>(request: MailRequest<T>): void {
  if (process.env.NODE_ENV === 'production') {
    console.warn(`[mail] SMTP_URL is not set: a "${request.template.name}" mail was kept in the outbox and not delivered.`);
    return;
  }
  const fields = (request.template.logFields as readonly string[])
    .map((field) => `${field}=${String((request.data as Record<string, unknown>)[field])}`)
    .join(' ');
  console.info(`[mail] outbox → ${request.to} (${request.template.name}, ${request.language}) ${fields}`);
}
