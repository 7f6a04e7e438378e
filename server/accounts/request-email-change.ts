import { getDb } from '../db/client';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/i18n/locales';
import { emailChangeClashMail, emailChangeCodeMail } from './account-mails';
import { findCustomerByEmail, type CustomerRecord } from './repository';
import { replaceEmailChange } from './repository-email-changes';
import { hashCode, randomCode } from './secret-hashing';
import { EMAIL_CHANGE_CODE_TTL_MS, EMAIL_CHANGE_SEND_LIMIT } from './sign-in-limits';

export interface EmailChangePending {
  pending_email: string;
  code_expires_in_seconds: number;
}

/**
 * Starts an e-mail change (decision 0038): nothing changes until the code mailed to the new
 * address is entered. The answer and the stored request are the same whether or not another
 * account holds the address, so the call tells nobody which addresses have accounts; only the
 * holder of that address hears of the attempt, by e-mail, and no code is sent then.
 */
export async function requestEmailChange(customer: CustomerRecord, newEmail: string, limiter: RateLimiter = getRateLimiter()): Promise<EmailChangePending> {
  await enforceRateLimit(limiter, EMAIL_CHANGE_SEND_LIMIT, String(customer.id), (s) => `Too many e-mail changes were asked for. Please try again in ${Math.ceil(s / 60)} minutes.`);
  const db = getDb();
  const code = randomCode();
  await replaceEmailChange(db, { customerId: customer.id, newEmail, codeHash: hashCode(newEmail, code), ttlMs: EMAIL_CHANGE_CODE_TTL_MS });
  const holder = await findCustomerByEmail(db, newEmail);
  if (holder && holder.id !== customer.id) {
    await sendMail({ to: newEmail, template: emailChangeClashMail, language: languageOf(holder), data: {} });
  } else {
    await sendMail({ to: newEmail, template: emailChangeCodeMail, language: languageOf(customer), data: { code, codeMinutes: EMAIL_CHANGE_CODE_TTL_MS / 60_000 } });
  }
  return { pending_email: newEmail, code_expires_in_seconds: EMAIL_CHANGE_CODE_TTL_MS / 1000 };
}

export function languageOf(customer: CustomerRecord): Language {
  return (LANGUAGES as readonly string[]).includes(customer.language) ? (customer.language as Language) : DEFAULT_LANGUAGE;
}
