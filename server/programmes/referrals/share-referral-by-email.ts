import type { ShareReferralBody } from '@/lib/contracts/programmes/referrals-schemas';
import { formatMinorUnits } from '@/lib/format/format-price';
import { currencyOfLocale, languageOfLocale, type Language, type Locale } from '@/lib/i18n/locales';
import { getReferralPeople } from '@/server/accounts/get-referral-people';
import { accountGone } from '@/server/accounts/require-customer';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import type { RateLimiter, RateLimitRule } from '@/server/http/rate-limit/rate-limiter';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { referralLink } from './referral-link';
import { referralInvitationMail } from './referral-mails';
import { FRIEND_DISCOUNT, firstNameOf, INVITATIONS_PER_HOUR, normaliseEmail } from './referral-rules';
import { insertInvitation, insertRefusal } from './repository';

export const INVITATION_LIMIT: RateLimitRule = { scope: 'programmes:referral-invitation', limit: INVITATIONS_PER_HOUR, windowMs: 60 * 60 * 1000 };

/** The shopper's own language ('fr' or 'fr-FR' in the account), else the page's. */
function languageOf(stored: string, fallback: Language): Language {
  return stored.trim() ? languageOfLocale(stored.trim()) : fallback;
}

/**
 * POST /v1/me/referral-invitations: mails the shopper's link to a friend, in the shopper's
 * language, and lists it in the history as `invited`. Ten an hour per shopper; inviting one's
 * own address (after normalisation) is refused and recorded.
 */
export async function shareReferralByEmail(
  input: { customerId: number; locale: Locale; body: ShareReferralBody; now?: Date },
  limiter: RateLimiter = getRateLimiter(),
): Promise<{ sent: boolean }> {
  const db = getDb();
  const now = input.now ?? new Date();
  const me = (await getReferralPeople(db, [input.customerId])).get(input.customerId);
  if (!me) throw accountGone();
  const email = input.body.email.trim();
  if (normaliseEmail(email) === normaliseEmail(me.email)) {
    await insertRefusal(db, { referrerCustomerId: me.id, referredCustomerId: null, reason: 'self', detail: `Invitation to ${normaliseEmail(email)}`, createdAt: now });
    throw new AppError('UNPROCESSABLE', 'This is your own address. Invite a friend instead.');
  }
  await enforceRateLimit(limiter, INVITATION_LIMIT, `customer:${me.id}`, (s) => `You have sent many invitations. Please try again in ${Math.ceil(s / 60)} minutes.`);
  const language = languageOf(me.language, languageOfLocale(input.locale));
  const localCurrency = currencyOfLocale(input.locale);
  const currency = FRIEND_DISCOUNT[localCurrency] === undefined ? 'USD' : localCurrency;
  const offer = formatMinorUnits(FRIEND_DISCOUNT[currency] ?? 0, currency, input.locale);
  await insertInvitation(db, { referrerCustomerId: me.id, email, createdAt: now });
  await sendMail({
    to: email,
    template: referralInvitationMail,
    language,
    data: { inviterFirstName: firstNameOf(me.fullname) || me.email.split('@')[0] || '', offer, url: referralLink(input.locale, me.referralCode), message: input.body.message?.trim() || null },
  });
  return { sent: true };
}
