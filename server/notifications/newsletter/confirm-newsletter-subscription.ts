import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import { ipRateLimitKey } from '@/server/http/rate-limit/client-ip';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import { CONFIRM_TOKEN_TTL_MS, TOKEN_LIMIT_PER_IP } from './newsletter-limits';
import { hashNewsletterToken } from './newsletter-token';
import { findSubscriptionByToken, markConfirmed } from './repository';
import type { SubscriptionStatusAnswer } from '@/lib/contracts/notifications/newsletter-schemas';

export interface NewsletterTokenInput {
  token: string;
  ip: string;
}

/** What opening a confirmation link did; the /subscribe page words each case for the shopper. */
export type ConfirmationOutcome = 'confirmed' | 'unknown' | 'expired' | 'unsubscribed';

/**
 * Double opt-in, step two: the link of the confirmation mail. Opening it again is harmless. An
 * expired link, or one of an address that unsubscribed since, confirms nothing: an explicit
 * "no" is not overturned by an old mail, the shopper signs up again instead.
 */
export async function confirmNewsletterToken(input: NewsletterTokenInput, limiter: RateLimiter = getRateLimiter()): Promise<ConfirmationOutcome> {
  await enforceRateLimit(limiter, TOKEN_LIMIT_PER_IP, ipRateLimitKey(input.ip), (s) => `Too many attempts from your network. Please try again in ${s} seconds.`);
  const db = getDb();
  const subscription = await findSubscriptionByToken(db, hashNewsletterToken(input.token), CONFIRM_TOKEN_TTL_MS);
  if (!subscription) return 'unknown';
  if (subscription.status === 'confirmed') return 'confirmed';
  if (subscription.status === 'unsubscribed') return 'unsubscribed';
  if (subscription.confirmExpired) return 'expired';
  await markConfirmed(db, subscription.id);
  return 'confirmed';
}

/** The API's form of the same step: every outcome but a confirmation is an error. */
export async function confirmNewsletterSubscription(input: NewsletterTokenInput, limiter?: RateLimiter): Promise<SubscriptionStatusAnswer> {
  const outcome = await confirmNewsletterToken(input, limiter);
  switch (outcome) {
    case 'confirmed':
      return { status: 'confirmed' };
    case 'unknown':
      throw new AppError('NOT_FOUND', 'This confirmation link is not valid. Use the link of the most recent e-mail, or sign up again.');
    case 'unsubscribed':
      throw new AppError('UNPROCESSABLE', 'This address was unsubscribed. Sign up again to receive the newsletter.');
    case 'expired':
      throw new AppError('UNPROCESSABLE', 'This confirmation link has expired. Sign up again to get a new one.');
  }
}
