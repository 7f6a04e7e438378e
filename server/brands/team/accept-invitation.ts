import type { AcceptedInvitation } from '@/lib/contracts/brands/team-schemas';
import { LANGUAGE_TO_LOCALE, languageOfLocale } from '@/lib/i18n/locales';
import { getCustomerContacts } from '@/server/accounts/customer-contacts';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { findValidInvitation, invitationNotValid } from './preview-invitation';
import { claimInvitation } from './repository-invitations';
import { findMember, insertBrandEvent, insertMember, lockBrandTeam } from './repository-members';
import { brandMemberJoinedMail } from './team-mails';
import { teamSettingsLink } from './team-links';
import { ACCEPTS_PER_PERSON, minutesOf } from './team-limits';

/**
 * POST /v1/brand-invitations/accept: the invited person joins. The invitation is bound to the
 * address it was sent to (the signed-in account's address must be it) and used once: the claim
 * is a conditional update, so of two accepts racing exactly one joins.
 */
export async function acceptInvitation(caller: Caller, token: string, now: Date = new Date()): Promise<AcceptedInvitation> {
  if (caller.kind !== 'user') throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  await enforceRateLimit(getRateLimiter(), ACCEPTS_PER_PERSON, String(caller.userId), (s) => `Too many attempts. Please try again in ${minutesOf(s)} min.`);
  const db = getDb();
  const invitation = await findValidInvitation(db, token, now);
  const contacts = await getCustomerContacts(db, [caller.userId, invitation.invitedByCustomerId]);
  const person = contacts.get(caller.userId);
  // Read from the account, not the token: the address may have changed since sign-in.
  if (!person || person.email.toLowerCase() !== invitation.email) {
    throw new AppError('FORBIDDEN', 'This invitation was sent to another e-mail address. Sign in with the address the invitation was sent to.');
  }

  await db.transaction(async (tx) => {
    await lockBrandTeam(tx, invitation.brandId);
    if (await findMember(tx, invitation.brandId, caller.userId)) {
      throw new AppError('CONFLICT', `You are already a member of ${invitation.brandName}.`);
    }
    if (!(await claimInvitation(tx, invitation.id, caller.userId, now))) throw invitationNotValid();
    await insertMember(tx, invitation.brandId, caller.userId, invitation.role);
    await insertBrandEvent(tx, { brandId: invitation.brandId, kind: 'member_joined', actorCustomerId: caller.userId, note: `${person.email} as ${invitation.role}` });
  });

  const inviter = contacts.get(invitation.invitedByCustomerId);
  if (inviter) {
    // The customer's language column holds a language ('fr') or a locale ('fr-FR'); unknown → English.
    const language = languageOfLocale(inviter.language);
    try {
      await sendMail({
        to: inviter.email,
        template: brandMemberJoinedMail,
        language,
        data: {
          brandName: invitation.brandName,
          memberName: person.fullname || person.email,
          email: person.email,
          role: invitation.role,
          link: teamSettingsLink(LANGUAGE_TO_LOCALE[language]),
        },
      });
    } catch (error) {
      // The person has joined; a notice that cannot be sent must not undo that.
      console.warn(`[brands] member-joined mail not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { brand_id: invitation.brandId, brand_name: invitation.brandName, role: invitation.role };
}
