import type { RateLimitRule } from '@/server/http/rate-limit/rate-limiter';

/* Every lifetime and limit of passwordless sign-in, in one place (issue 4 item 2; decision
 * docs/decisions/0005-passwordless-sign-in.md explains the numbers). */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The 6-digit code of a sign-in e-mail works for 10 minutes... */
export const LOGIN_CODE_TTL_MS = 10 * MINUTE;
/** ...and its magic link for 15. */
export const LOGIN_LINK_TTL_MS = 15 * MINUTE;
/** Codes tried against one e-mail (right or wrong) before it is dead. */
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
export const LOGIN_CODE_DIGITS = 6;

/** One sign-in e-mail per address per minute: the resend timer of the code page. */
export const RESEND_COOLDOWN: RateLimitRule = { scope: 'login-send:cooldown', limit: 1, windowMs: MINUTE };
/** Sign-in e-mails per address: bounds code guessing to 5 × 5 tries per 15 minutes. */
export const SEND_LIMIT_PER_EMAIL: RateLimitRule = { scope: 'login-send:email', limit: 5, windowMs: 15 * MINUTE };
/** Sign-in e-mails per client address (IPv6: per /64): stops one machine mailing everyone. */
export const SEND_LIMIT_PER_IP: RateLimitRule = { scope: 'login-send:ip', limit: 20, windowMs: 15 * MINUTE };
/** Credential sign-ins (code, link, Google) per client address, right or wrong. */
export const SIGN_IN_LIMIT_PER_IP: RateLimitRule = { scope: 'sign-in:ip', limit: 30, windowMs: 15 * MINUTE };

/** A refresh token lives 30 days (as the cookies of decision 0002); each use starts a new one. */
export const REFRESH_TOKEN_TTL_MS = 30 * DAY;

/**
 * A rotated refresh token presented again this soon after its rotation is a second tab (or a
 * retried request) of the same session, not a thief: it gets the same successor. Later, a reuse
 * still ends the family.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** A referral id in the profile call still links a referrer this long after the sign-up. */
export const LATE_REFERRAL_WINDOW_MS = DAY;

/** Spent sign-in challenges are kept this long for the security log, then purged. */
export const CHALLENGE_RETENTION_MS = 7 * DAY;

/** The code that confirms a new e-mail address works as long as a sign-in code, with as many tries. */
export const EMAIL_CHANGE_CODE_TTL_MS = LOGIN_CODE_TTL_MS;
export const EMAIL_CHANGE_MAX_ATTEMPTS = LOGIN_CODE_MAX_ATTEMPTS;
/** Confirmation mails an account may ask for: one account cannot mail strangers in bulk. */
export const EMAIL_CHANGE_SEND_LIMIT: RateLimitRule = { scope: 'email-change:customer', limit: 5, windowMs: 15 * MINUTE };
