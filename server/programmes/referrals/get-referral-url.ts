import type { ReferralUrl } from '@/lib/contracts/programmes/referrals-schemas';
import type { Locale } from '@/lib/i18n/locales';
import { getReferralPeople } from '@/server/accounts/get-referral-people';
import { accountGone } from '@/server/accounts/require-customer';
import { getDb } from '@/server/db/client';
import { enrolReferredCustomer } from './enrol-referred-customer';
import { amountList, referralLink } from './referral-link';
import { FRIEND_DISCOUNT, firstNameOf } from './referral-rules';
import { findReferralOfFriend, listReferralsOfReferrer } from './repository';

/** GET /v1/me/referral-url: the shopper's link, what it earned, and their own welcome code if they were referred. */
export async function getReferralUrl(customerId: number, locale: Locale, now: Date = new Date()): Promise<ReferralUrl> {
  const db = getDb();
  const me = (await getReferralPeople(db, [customerId])).get(customerId);
  if (!me) throw accountGone();
  await enrolReferredCustomer(db, customerId, now);
  const mine = await listReferralsOfReferrer(db, customerId);
  const earnings = new Map<string, number>();
  for (const referral of mine) {
    if (referral.state === 'rewarded' && referral.rewardCurrency && referral.rewardAmount) {
      earnings.set(referral.rewardCurrency, (earnings.get(referral.rewardCurrency) ?? 0) + referral.rewardAmount);
    }
  }
  const asFriend = await findReferralOfFriend(db, customerId);
  let welcomeCode: ReferralUrl['welcome_code'] = null;
  if (asFriend?.state === 'signed_up' && asFriend.friendPromoCode) {
    const referrer = (await getReferralPeople(db, [asFriend.referrerCustomerId])).get(asFriend.referrerCustomerId);
    welcomeCode = { code: asFriend.friendPromoCode, referrer_first_name: firstNameOf(referrer?.fullname ?? '') };
  }
  return {
    referral_code: me.referralCode,
    url: referralLink(locale, me.referralCode),
    earnings: [...earnings].map(([currency, amount]) => ({ currency, amount })),
    pending: mine.filter((referral) => referral.state === 'signed_up' || referral.state === 'ordered').length,
    friend_offer: amountList(FRIEND_DISCOUNT),
    welcome_code: welcomeCode,
  };
}
