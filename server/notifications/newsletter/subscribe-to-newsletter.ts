import { getDb } from '@/server/db/client';
import { sendMail } from '../mail/send-mail';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import { ipRateLimitKey } from '@/server/http/rate-limit/client-ip';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { confirmLink, unsubscribeLink } from './newsletter-links';
import { CONFIRM_TOKEN_TTL_MS, SUBSCRIBE_COOLDOWN, SUBSCRIBE_LIMIT_PER_EMAIL, SUBSCRIBE_LIMIT_PER_IP } from './newsletter-limits';
import { hashNewsletterToken, randomNewsletterToken } from './newsletter-token';
import { issueSubscriptionToken } from './repository';
import { newsletterConfirmationMail } from './newsletter-confirmation-mail';
import type { SubscriptionRequested } from '@/lib/contracts/notifications/newsletter-schemas';

export interface SubscribeToNewsletterInput {
  /** Lower-cased and validated (schemas.ts). */
  email: string;
  locale: Locale;
  ip: string;
}

/**
 * Double opt-in, step one: mails a confirmation link to the address. New, pending, confirmed
 * and unsubscribed addresses all get the same work, the same mail and the same answer, so
 * neither the answer nor its timing tells anyone whether an address is on the list.
 */
export async function subscribeToNewsletter(input: SubscribeToNewsletterInput, limiter: RateLimiter = getRateLimiter()): Promise<SubscriptionRequested> {
  await enforceRateLimit(limiter, SUBSCRIBE_LIMIT_PER_IP, ipRateLimitKey(input.ip), (s) => `Too many sign-ups from your network. Please try again in ${minutes(s)}.`);
  await enforceRateLimit(limiter, SUBSCRIBE_COOLDOWN, input.email, (s) => `A confirmation e-mail was just sent to this address. You can ask for another one in ${s} seconds.`);
  await enforceRateLimit(limiter, SUBSCRIBE_LIMIT_PER_EMAIL, input.email, (s) => `Too many confirmation e-mails were sent to this address. Please try again in ${minutes(s)}.`);

  const token = randomNewsletterToken();
  await issueSubscriptionToken(getDb(), { email: input.email, locale: input.locale, tokenHash: hashNewsletterToken(token) });
  await sendMail({
    to: input.email,
    template: newsletterConfirmationMail,
    language: languageOfLocale(input.locale),
    data: { confirmLink: confirmLink(input.locale, token), unsubscribeLink: unsubscribeLink(input.locale, token), days: CONFIRM_TOKEN_TTL_MS / 86_400_000 },
  });
  return { sent: true, confirm_expires_in_seconds: CONFIRM_TOKEN_TTL_MS / 1000 };
}

function minutes(seconds: number): string {
  const value = Math.ceil(seconds / 60);
  return value === 1 ? '1 minute' : `${value} minutes`;
}
