import type { InvitationPreview } from '@/lib/contracts/brands/team-schemas';
import { getCustomerContacts } from '@/server/accounts/customer-contacts';
import { hashToken } from '@/server/accounts/secret-hashing';
import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { AppError } from '@/server/http/app-error';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import { ipRateLimitKey } from '@/server/http/rate-limit/client-ip';
import { findPendingInvitationByTokenHash, type InvitationWithBrand } from './repository-invitations';
import { minutesOf, PREVIEWS_PER_IP } from './team-limits';

/** Unknown, used, revoked or expired: one answer, so a link cannot be probed for what it was. */
export const invitationNotValid = () =>
  new AppError('NOT_FOUND', 'This invitation link is no longer valid: it may have expired, been used or been withdrawn. Ask the brand for a new invitation.');

export async function findValidInvitation(db: DbOrTx, token: string, now: Date): Promise<InvitationWithBrand> {
  // Only well-formed tokens are looked up; the rest cannot match and answer the same 404.
  const invitation = /^[A-Za-z0-9_-]{16,256}$/.test(token) ? await findPendingInvitationByTokenHash(db, hashToken(token), now) : undefined;
  if (!invitation) throw invitationNotValid();
  return invitation;
}

/** GET /v1/brand-invitations/{token}: what the link offers, before anyone signs in. */
export async function previewInvitation(token: string, ip: string, now: Date = new Date()): Promise<InvitationPreview> {
  await enforceRateLimit(getRateLimiter(), PREVIEWS_PER_IP, ipRateLimitKey(ip), (s) => `Too many invitation links tried from your network. Please try again in ${minutesOf(s)} min.`);
  const db = getDb();
  const invitation = await findValidInvitation(db, token, now);
  const inviter = (await getCustomerContacts(db, [invitation.invitedByCustomerId])).get(invitation.invitedByCustomerId);
  return {
    brand_name: invitation.brandName,
    role: invitation.role,
    // The name only: the inviter's address is theirs to share.
    inviter_name: inviter?.fullname ?? '',
    expires_at: invitation.expiresAt.toISOString(),
  };
}
