import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import { ipRateLimitKey } from '@/server/http/rate-limit/client-ip';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import type { NewsletterTokenInput } from './confirm-newsletter-subscription';
import { TOKEN_LIMIT_PER_IP } from './newsletter-limits';
import { hashNewsletterToken } from './newsletter-token';
import { findSubscriptionByToken, markUnsubscribed } from './repository';
import type { SubscriptionStatusAnswer } from '@/lib/contracts/notifications/newsletter-schemas';

/**
 * The unsubscribe link of a newsletter mail. It never expires (a mail may be read months
 * later) and works whatever the status, so unsubscribing twice is not an error.
 */
export async function unsubscribeFromNewsletter(input: NewsletterTokenInput, limiter: RateLimiter = getRateLimiter()): Promise<SubscriptionStatusAnswer> {
  await enforceRateLimit(limiter, TOKEN_LIMIT_PER_IP, ipRateLimitKey(input.ip), (s) => `Too many attempts from your network. Please try again in ${s} seconds.`);
  const db = getDb();
  const subscription = await findSubscriptionByToken(db, hashNewsletterToken(input.token), 0);
  if (!subscription) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid. Use the link of the most recent e-mail.');
  if (subscription.status !== 'unsubscribed') await markUnsubscribed(db, subscription.id);
  return { status: 'unsubscribed' };
}
