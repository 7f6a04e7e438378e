import type { SupportMessageBody, SupportMessageReceived } from '@/lib/contracts/content/content-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { listOperatorEmails } from '@/server/accounts/operators/list-operator-emails';
import { getDb } from '@/server/db/client';
import { ipRateLimitKey } from '@/server/http/rate-limit/client-ip';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import type { RateLimiter, RateLimitRule } from '@/server/http/rate-limit/rate-limiter';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { contentLanguageOf } from './content-languages';
import { insertSupportMessage } from './repository-support';
import { supportConfirmationMail, supportMessageMail } from './support-mails';

/** Five messages an hour from one network: enough for a shopper, too few for a spammer. */
export const SUPPORT_MESSAGE_LIMIT: RateLimitRule = { scope: 'content:support-message', limit: 5, windowMs: 60 * 60 * 1000 };

/*
 * Where support mail goes when no operator is listed (a fresh development database with no
 * STAFF_EMAILS): the store's own support address, so the message is never mailed nowhere.
 */
export const FALLBACK_SUPPORT_ADDRESS = 'support@deskhaus.example';

export interface SendSupportMessageInput {
  message: SupportMessageBody;
  locale: Locale;
  ip: string;
  customerId: number | null;
}

/**
 * Stores a message from the help centre's contact form, mails it to every operator and sends
 * the sender a receipt. The row is written first: a mail failure (503) still leaves it stored.
 */
export async function sendSupportMessage(input: SendSupportMessageInput, limiter: RateLimiter = getRateLimiter()): Promise<SupportMessageReceived> {
  await enforceRateLimit(limiter, SUPPORT_MESSAGE_LIMIT, ipRateLimitKey(input.ip), (s) => `Too many messages from your network. Please try again in ${Math.ceil(s / 60)} minutes.`);
  const language = contentLanguageOf(languageOfLocale(input.message.locale ?? input.locale));
  const { name, email, topic, message } = input.message;
  const orderNumber = input.message.orderNumber?.trim() || null;
  const id = await insertSupportMessage(getDb(), { name, email, topic, orderNumber, message, language, customerId: input.customerId });
  const data = { id, name, email, topic, orderNumber, message };
  const operators = await listOperatorEmails(getDb());
  // Each operator reads it in their own language; without operators it still reaches support.
  const recipients = operators.length > 0 ? operators : [{ email: FALLBACK_SUPPORT_ADDRESS, language: 'en' as const }];
  for (const to of recipients) await sendMail({ to: to.email, template: supportMessageMail, language: to.language, data });
  await sendMail({ to: email, template: supportConfirmationMail, language, data });
  return { id, received: true };
}
