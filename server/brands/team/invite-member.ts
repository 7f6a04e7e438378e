import type { z } from 'zod';
import { INVITATION_TTL_MS } from '@/lib/brands/brand-rules';
import { MAX_PENDING_INVITATIONS, type inviteBodySchema, type PendingInvitation } from '@/lib/contracts/brands/team-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getCustomerContactByEmail, getCustomerContacts } from '@/server/accounts/customer-contacts';
import { hashToken, randomToken } from '@/server/accounts/secret-hashing';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import { sendMail } from '@/server/notifications/mail/send-mail';
import type { BrandAccess } from '../resolve-brand-access';
import { toPendingInvitation } from './list-team';
import { insertInvitation, listPendingInvitations, revokePendingInvitationsTo } from './repository-invitations';
import { findMember, insertBrandEvent, lockBrandTeam } from './repository-members';
import { brandInvitationMail } from './team-mails';
import { invitationLink } from './team-links';
import { INVITES_PER_BRAND, minutesOf } from './team-limits';

/**
 * POST /v1/brands/{brandId}/invitations: a random 256-bit token, stored hashed, mailed as a link
 * in the inviter's language. A new invitation to the same address replaces the pending one, so
 * only the newest link works.
 */
export async function inviteMember(
  input: { brand: BrandAccess; body: z.output<typeof inviteBodySchema>; locale: Locale },
  now: Date = new Date(),
): Promise<PendingInvitation> {
  const { brand, body } = input;
  const db = getDb();
  const existing = await getCustomerContactByEmail(db, body.email);
  if (existing && (await findMember(db, brand.brandId, existing.id))) {
    throw new AppError('CONFLICT', `${body.email} is already a member of ${brand.displayName}. Change their role in the team list instead.`);
  }
  await enforceRateLimit(getRateLimiter(), INVITES_PER_BRAND, String(brand.brandId), (s) => `Too many invitations sent for this brand. Please try again in ${minutesOf(s)} min.`);

  const token = randomToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const invitation = await db.transaction(async (tx) => {
    await lockBrandTeam(tx, brand.brandId);
    await revokePendingInvitationsTo(tx, brand.brandId, body.email, now);
    const pending = await listPendingInvitations(tx, brand.brandId, now);
    if (pending.length >= MAX_PENDING_INVITATIONS) {
      throw new AppError('CONFLICT', `This brand already has ${MAX_PENDING_INVITATIONS} pending invitations. Revoke some before inviting more people.`);
    }
    const row = await insertInvitation(tx, {
      brandId: brand.brandId,
      email: body.email,
      role: body.role,
      tokenHash: hashToken(token),
      invitedByCustomerId: brand.customerId,
      createdAt: now,
      expiresAt,
    });
    await insertBrandEvent(tx, { brandId: brand.brandId, kind: 'member_invited', actorCustomerId: brand.customerId, note: `${body.email} as ${body.role}` });
    return row;
  });

  const inviter = (await getCustomerContacts(db, [brand.customerId])).get(brand.customerId);
  const dates = new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeZone: 'UTC' });
  // A mail that cannot be sent is a 503 (sendMail): the owner sees it and sends the invitation again.
  await sendMail({
    to: body.email,
    template: brandInvitationMail,
    language: languageOfLocale(input.locale),
    data: {
      brandName: brand.displayName,
      inviterName: inviter?.fullname || inviter?.email || brand.displayName,
      role: body.role,
      email: body.email,
      link: invitationLink(input.locale, token),
      expiresAt: dates.format(expiresAt),
    },
  });
  return toPendingInvitation(invitation);
}
