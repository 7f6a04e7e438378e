import type { RateLimitRule } from '@/server/http/rate-limit/rate-limiter';

/* How fast invitations may be sent and tried: a brand's owner cannot flood inboxes with the
 * store's name, and nobody can try invitation links by the thousand. */

const MINUTE = 60_000;

/** Invitations sent per brand, whoever sends them. */
export const INVITES_PER_BRAND: RateLimitRule = { scope: 'brand-invite:brand', limit: 30, windowMs: 60 * MINUTE };
/** Invitation links looked at per client address (right or wrong). */
export const PREVIEWS_PER_IP: RateLimitRule = { scope: 'brand-invite-preview:ip', limit: 60, windowMs: 15 * MINUTE };
/** Accept attempts per signed-in person. */
export const ACCEPTS_PER_PERSON: RateLimitRule = { scope: 'brand-invite-accept:person', limit: 20, windowMs: 15 * MINUTE };

export const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
