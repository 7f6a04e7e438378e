import type { DbOrTx } from '@/server/db/db-or-tx';
import type { Db } from '@/server/db/client';
import type { ReferralRefusalReason } from '@/server/db/schema/programmes/referrals';
import { getReferralPeople } from '@/server/accounts/get-referral-people';
import { lockCustomer } from '@/server/accounts/lock-customer';
import { createPersonalPromoCode } from '@/server/pricing/promotions/create-personal-promo-code';
import { DAY_MS, FRIEND_DISCOUNT, FRIEND_MIN_SUBTOTAL, normaliseEmail, REFERRALS_PER_REFERRER_PER_MONTH, startOfMonthUtc, WELCOME_CODE_DAYS } from './referral-rules';
import { countReferralsSince, findReferralOfFriend, hasRefusalForFriend, insertReferral, insertRefusal } from './repository';

/** Thrown inside the transaction to undo the code drawn when another call enrolled the friend first. */
class AlreadyEnrolled extends Error {}

export type EnrolOutcome = { outcome: 'none' } | { outcome: 'enrolled'; welcomeCode: string } | { outcome: 'refused'; reason: ReferralRefusalReason };

type Refusal = { reason: ReferralRefusalReason; detail: string };

/** The guards on who the two people are, with what they saw; undefined when none refuses. */
function identityRefusal(referrer: { id: number; email: string }, friend: { id: number; email: string }): Refusal | undefined {
  if (referrer.id === friend.id) return { reason: 'self', detail: 'The friend is the referrer' };
  if (normaliseEmail(referrer.email) === normaliseEmail(friend.email)) return { reason: 'same_email', detail: `Both addresses are ${normaliseEmail(friend.email)}` };
  return undefined;
}

/**
 * The monthly cap, counted under a lock on the referrer's row (accounts' lockCustomer) held until
 * the referral is inserted: two friends enrolled at the same instant are counted one after the
 * other, so the cap holds however many arrive together (decision 0050).
 */
async function capRefusal(tx: DbOrTx, referrerId: number, now: Date): Promise<Refusal | undefined> {
  await lockCustomer(tx, referrerId);
  const thisMonth = await countReferralsSince(tx, referrerId, startOfMonthUtc(now));
  if (thisMonth >= REFERRALS_PER_REFERRER_PER_MONTH) return { reason: 'monthly_cap', detail: `${thisMonth} referrals this month already` };
  return undefined;
}

/**
 * Turns a sign-up with a referrer (customers.referred_by_customer_id, set by accounts from the
 * `rid` of the link) into a referral with the friend's single-use welcome code, once. The guards
 * run first; a refusal is recorded with its reason and the friend gets no code. Called on the
 * `customer.referred` event (referral-events.ts), by the referral pages and by the scheduler's
 * catch-up: idempotent.
 */
export async function enrolReferredCustomer(db: Db, customerId: number, now: Date = new Date()): Promise<EnrolOutcome> {
  if ((await findReferralOfFriend(db, customerId)) || (await hasRefusalForFriend(db, customerId))) return { outcome: 'none' };
  const friend = (await getReferralPeople(db, [customerId])).get(customerId);
  if (!friend || friend.referredByCustomerId === null) return { outcome: 'none' };
  const referrer = (await getReferralPeople(db, [friend.referredByCustomerId])).get(friend.referredByCustomerId);
  if (!referrer) return { outcome: 'none' };

  const refusal = identityRefusal(referrer, friend);
  if (refusal) {
    await insertRefusal(db, { referrerCustomerId: referrer.id, referredCustomerId: friend.id, reason: refusal.reason, detail: refusal.detail, createdAt: now });
    return { outcome: 'refused', reason: refusal.reason };
  }
  try {
    return await db.transaction(async (tx): Promise<EnrolOutcome> => {
      const overCap = await capRefusal(tx, referrer.id, now);
      if (overCap) {
        await insertRefusal(tx, { referrerCustomerId: referrer.id, referredCustomerId: friend.id, reason: overCap.reason, detail: overCap.detail, createdAt: now });
        return { outcome: 'refused', reason: overCap.reason };
      }
      const code = await createPersonalPromoCode(tx, { prefix: 'FRIEND', amountsOff: FRIEND_DISCOUNT, minSubtotals: FRIEND_MIN_SUBTOTAL, endsAt: new Date(now.getTime() + WELCOME_CODE_DAYS * DAY_MS) });
      const id = await insertReferral(tx, { referrerCustomerId: referrer.id, referredCustomerId: friend.id, friendPromoCode: code, createdAt: now });
      // Another call enrolled the friend meanwhile: its code stands, this one is not kept.
      if (id === undefined) throw new AlreadyEnrolled();
      return { outcome: 'enrolled', welcomeCode: code };
    });
  } catch (error) {
    if (error instanceof AlreadyEnrolled) return { outcome: 'none' };
    throw error;
  }
}
