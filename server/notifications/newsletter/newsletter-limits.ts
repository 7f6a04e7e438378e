import type { RateLimitRule } from '@/server/http/rate-limit/rate-limiter';

/* Lifetimes and limits of the newsletter sign-up, in one place. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A confirmation link works this long; the address can simply sign up again after. */
export const CONFIRM_TOKEN_TTL_MS = 7 * DAY;

/** One confirmation mail per address per minute: a double click must not mail twice. */
export const SUBSCRIBE_COOLDOWN: RateLimitRule = { scope: 'newsletter:cooldown', limit: 1, windowMs: MINUTE };
/** Confirmation mails per address: nobody can flood someone's inbox through the form. */
export const SUBSCRIBE_LIMIT_PER_EMAIL: RateLimitRule = { scope: 'newsletter:email', limit: 3, windowMs: HOUR };
/** Sign-ups per client address (IPv6: per /64): stops one machine mailing everyone. */
export const SUBSCRIBE_LIMIT_PER_IP: RateLimitRule = { scope: 'newsletter:ip', limit: 10, windowMs: 15 * MINUTE };
/** Confirm and unsubscribe calls per client address: tokens cannot be guessed, but cheap to bound. */
export const TOKEN_LIMIT_PER_IP: RateLimitRule = { scope: 'newsletter-token:ip', limit: 30, windowMs: 15 * MINUTE };
