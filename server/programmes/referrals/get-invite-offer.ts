import { formatMinorUnits } from '@/lib/format/format-price';
import { currencyOfLocale, type Locale } from '@/lib/i18n/locales';
import { getReferralPersonByCode } from '@/server/accounts/get-referral-people';
import { getDb } from '@/server/db/client';
import type { InviteOffer } from '@/lib/contracts/programmes/referral-pages';
import { FRIEND_DISCOUNT, FRIEND_MIN_SUBTOTAL, firstNameOf, REFERRER_REWARD } from './referral-rules';

export type { InviteOffer };

function formatted(amounts: Readonly<Record<string, number>>, locale: Locale): string {
  const local = currencyOfLocale(locale);
  const currency = amounts[local] === undefined ? 'USD' : local;
  return formatMinorUnits(amounts[currency] ?? 0, currency, locale);
}

/** The offer of the programme in the page's currency (/share-and-earn-money, /invite). */
export function programmeOffer(locale: Locale): Omit<InviteOffer, 'inviterFirstName' | 'rid'> {
  return { friendDiscount: formatted(FRIEND_DISCOUNT, locale), minimumSubtotal: formatted(FRIEND_MIN_SUBTOTAL, locale), referrerReward: formatted(REFERRER_REWARD, locale) };
}

/** What /invite?rid=CODE shows a visitor: who invited them (first name only) and the friend's offer. */
export async function getInviteOffer(rid: string | undefined, locale: Locale): Promise<InviteOffer> {
  const valid = rid !== undefined && /^[A-Za-z0-9]{1,16}$/.test(rid.trim());
  const inviter = valid ? await getReferralPersonByCode(getDb(), rid) : undefined;
  return { inviterFirstName: inviter ? firstNameOf(inviter.fullname) || null : null, rid: inviter?.referralCode ?? null, ...programmeOffer(locale) };
}
