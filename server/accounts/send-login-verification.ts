import { getDb } from '../db/client';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { loginVerificationMail } from './account-mails';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import { ipRateLimitKey } from '@/server/http/rate-limit/client-ip';
import { purgeExpiredBuckets } from '@/server/http/rate-limit/purge-expired-buckets';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { loginLink } from './login-link';
import { deleteChallengesOlderThan, replaceChallenge } from './repository-sign-in';
import type { LoginVerificationSent } from '@/lib/contracts/accounts/customers-schemas';
import { hashCode, hashToken, randomCode, randomToken } from './secret-hashing';
import {
  CHALLENGE_RETENTION_MS,
  LOGIN_CODE_TTL_MS,
  LOGIN_LINK_TTL_MS,
  RESEND_COOLDOWN,
  SEND_LIMIT_PER_EMAIL,
  SEND_LIMIT_PER_IP,
} from './sign-in-limits';

export interface SendLoginVerificationInput {
  /** Lower-cased and validated (schemas.ts). */
  email: string;
  /** Locale of the mail and of the link's page. */
  locale: Locale;
  ip: string;
}

/* Old rows are purged now and then on this path rather than by a scheduler the app lacks. */
const HOUSEKEEPING_PROBABILITY = 0.01;

/**
 * E-mails a 6-digit code and a magic link (issue 4 item 1). The work and the answer are the
 * same whether or not the address has an account: sign-up is the first sign-in, so an unknown
 * address gets a code too, and nothing here reads the customers table (no enumeration by
 * answer or by timing). Limits, checked in this order: the client address, the one-minute
 * resend timer of the e-mail, the e-mail's 15-minute quota.
 */
export async function sendLoginVerification(input: SendLoginVerificationInput, limiter: RateLimiter = getRateLimiter()): Promise<LoginVerificationSent> {
  await enforceRateLimit(limiter, SEND_LIMIT_PER_IP, ipRateLimitKey(input.ip), (s) => `Too many sign-in e-mails were asked for from your network. Please try again in ${minutes(s)}.`);
  await enforceRateLimit(limiter, RESEND_COOLDOWN, input.email, (s) => `A code was just sent to this address. You can ask for a new one in ${s} seconds.`);
  await enforceRateLimit(limiter, SEND_LIMIT_PER_EMAIL, input.email, (s) => `Too many codes were sent to this address. Please try again in ${minutes(s)}.`);

  const code = randomCode();
  const token = randomToken();
  const language = languageOfLocale(input.locale);
  await replaceChallenge(getDb(), {
    email: input.email,
    codeHash: hashCode(input.email, code),
    linkTokenHash: hashToken(token),
    codeTtlMs: LOGIN_CODE_TTL_MS,
    linkTtlMs: LOGIN_LINK_TTL_MS,
    language,
    ip: input.ip,
  });
  await sendMail({
    to: input.email,
    template: loginVerificationMail,
    language,
    data: { code, link: loginLink(input.locale, input.email, token), codeMinutes: LOGIN_CODE_TTL_MS / 60_000, linkMinutes: LOGIN_LINK_TTL_MS / 60_000 },
  });
  if (Math.random() < HOUSEKEEPING_PROBABILITY) await housekeeping();

  return {
    sent: true,
    resend_after_seconds: RESEND_COOLDOWN.windowMs / 1000,
    code_expires_in_seconds: LOGIN_CODE_TTL_MS / 1000,
    link_expires_in_seconds: LOGIN_LINK_TTL_MS / 1000,
  };
}

function minutes(seconds: number): string {
  const value = Math.ceil(seconds / 60);
  return value === 1 ? '1 minute' : `${value} minutes`;
}

async function housekeeping(): Promise<void> {
  try {
    await Promise.all([purgeExpiredBuckets(), deleteChallengesOlderThan(getDb(), CHALLENGE_RETENTION_MS)]);
  } catch (error) {
    console.error('[accounts] housekeeping failed', error);
  }
}
