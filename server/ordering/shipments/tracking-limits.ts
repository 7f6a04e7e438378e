import type { RateLimitRule } from '@/server/http/rate-limit/rate-limiter';

/* Limits of the guest pages (issue 6 item 3): an order number and an e-mail are all a guest
 * has, so guessing them is bounded per client address (IPv6: per /64). */

const MINUTE = 60_000;

/** Order look-ups per client address, right or wrong. */
export const TRACK_LIMIT_PER_IP: RateLimitRule = { scope: 'order-track:ip', limit: 10, windowMs: 15 * MINUTE };
/** "Forgot order number" requests per client address... */
export const FORGOT_LIMIT_PER_IP: RateLimitRule = { scope: 'order-forgot:ip', limit: 5, windowMs: 15 * MINUTE };
/** ...and reminder mails per address, so nobody floods an inbox. */
export const FORGOT_LIMIT_PER_EMAIL: RateLimitRule = { scope: 'order-forgot:email', limit: 3, windowMs: 60 * MINUTE };

/** How long the result page may read an order back after a successful look-up. */
export const TRACKING_ACCESS_TTL_MS = 30 * MINUTE;
