import type { z } from 'zod';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { findOrderByCode } from '@/server/ordering/orders/repository';
import { ipRateLimitKey } from '@/server/http/rate-limit/client-ip';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import { loadOrderTracking } from './load-order-tracking';
import type { trackOrderBodySchema, trackOrderResultSchema } from '@/lib/contracts/ordering/shipments-schemas';
import { issueTrackingAccess } from './tracking-access';
import { TRACK_LIMIT_PER_IP } from './tracking-limits';

/** Statuses of checkout attempts that never became an order a shopper tracks. */
export const UNTRACKABLE_STATUSES: ReadonlySet<number> = new Set([ORDER_STATUS.PENDING, ORDER_STATUS.PAYMENT_FAILED, ORDER_STATUS.CANCEL_PAYMENT]);

/**
 * POST /v1/orders/track (/track-your-order): a guest's order by number and e-mail. A wrong
 * number, a wrong e-mail and an unfinished checkout all get the same 404, so the form tells
 * nothing about orders the caller cannot name both ways.
 */
export async function trackOrder(
  input: { body: z.infer<typeof trackOrderBodySchema>; ip: string },
  limiter: RateLimiter = getRateLimiter(),
): Promise<z.infer<typeof trackOrderResultSchema>> {
  await enforceRateLimit(limiter, TRACK_LIMIT_PER_IP, ipRateLimitKey(input.ip), (s) => `Too many look-ups from your network. Please try again in ${Math.ceil(s / 60)} min.`);
  const db = getDb();
  const order = await findOrderByCode(db, input.body.order_code);
  if (!order || order.email.toLowerCase() !== input.body.email || UNTRACKABLE_STATUSES.has(order.status)) {
    throw new AppError('NOT_FOUND', 'We found no order with this number and e-mail address.');
  }
  const access = issueTrackingAccess(order.code);
  return { ...(await loadOrderTracking(db, order, new Date(), 'guest')), access_token: access.token, access_expires_at: access.expiresAt.toISOString() };
}
