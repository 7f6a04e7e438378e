import { formatMinorUnits } from '@/lib/format/format-price';
import type { Db } from '@/server/db/client';
import { getReferralPeople } from '@/server/accounts/get-referral-people';
import { notifyCustomer } from '@/server/accounts/notify-customer';
import { grantStoreCredit } from '@/server/ordering/credit/grant-store-credit';
import { listCustomerOrderFacts, type CustomerOrderFact } from '@/server/ordering/orders/list-customer-order-facts';
import { translateMailText } from '@/server/notifications/mail/translate-mail-text';
import { firstOrderRefusal } from './first-order-guards';
import { DAY_MS, DELIVERED_STATUSES, REFERRER_REWARD, REWARD_AFTER_DELIVERY_DAYS, VOID_STATUSES } from './referral-rules';
import { insertRefusal, moveReferral, type ReferralRow } from './repository';

export interface RewardRun {
  enrolled: number;
  ordered: number;
  rewarded: number;
  voided: number;
  refused: number;
}

export const emptyRun = (): RewardRun => ({ enrolled: 0, ordered: 0, rewarded: 0, voided: 0, refused: 0 });

async function refuse(db: Db, referral: ReferralRow, first: CustomerOrderFact, refusal: NonNullable<ReturnType<typeof firstOrderRefusal>>, now: Date, run: RewardRun): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await moveReferral(tx, referral.id, referral.state, { state: 'refused', orderId: first.id, orderedAt: first.createdAt, rewardDueAt: null, closedReason: refusal.reason, at: now }))) return;
    await insertRefusal(tx, { referrerCustomerId: referral.referrerCustomerId, referredCustomerId: referral.referredCustomerId, reason: refusal.reason, detail: refusal.detail, createdAt: now });
    run.refused += 1;
  });
}

async function payReward(db: Db, referral: ReferralRow, order: CustomerOrderFact, now: Date, run: RewardRun): Promise<void> {
  const amount = REFERRER_REWARD[order.currency];
  if (amount === undefined) return;
  const referrer = (await getReferralPeople(db, [referral.referrerCustomerId])).get(referral.referrerCustomerId);
  if (!referrer) return;
  await db.transaction(async (tx) => {
    // The state change is what makes the grant happen once: a second run finds nothing to move.
    if (!(await moveReferral(tx, referral.id, 'ordered', { state: 'rewarded', rewardAmount: amount, rewardCurrency: order.currency, rewardedAt: now, at: now }))) return;
    await grantStoreCredit(tx, { customerId: referrer.id, currency: order.currency, amount, reason: 'referral_reward', note: `Referral ${referral.id}` });
    const values = { amount: formatMinorUnits(amount, order.currency, referrer.language) };
    await notifyCustomer(tx, referrer, { kind: 'message', title: translateMailText(referrer.language, 'referralReward.title', values), body: translateMailText(referrer.language, 'referralReward.body', values) });
    run.rewarded += 1;
  });
}

/** An ordered referral follows its first order: closed when cancelled or returned, due when delivered, paid once due. */
async function settle(db: Db, referral: ReferralRow, order: CustomerOrderFact, now: Date, run: RewardRun): Promise<void> {
  if (VOID_STATUSES.has(order.status)) {
    if (await moveReferral(db, referral.id, 'ordered', { state: 'void', rewardDueAt: null, closedReason: `order_status_${order.status}`, at: now })) run.voided += 1;
    return;
  }
  if (!DELIVERED_STATUSES.has(order.status) || !order.deliveredAt) return;
  const due = new Date(order.deliveredAt.getTime() + REWARD_AFTER_DELIVERY_DAYS * DAY_MS);
  if (now.getTime() <= due.getTime()) {
    if (referral.rewardDueAt?.getTime() !== due.getTime()) await moveReferral(db, referral.id, 'ordered', { state: 'ordered', rewardDueAt: due, at: now });
    return;
  }
  await payReward(db, referral, order, now, run);
}

/**
 * Moves one open referral as far as its facts allow at `now`: records the friend's first order
 * (or refuses it by the guards), closes it when that order is cancelled or returned, sets the
 * reward's due date when it is delivered and pays the reward once the return window has closed.
 * Every change is made from the state it was read in, so the order events and the scheduler's
 * catch-up may run it at the same time without doing anything twice.
 */
export async function advanceReferral(db: Db, referral: ReferralRow, now: Date, run: RewardRun = emptyRun()): Promise<RewardRun> {
  if (referral.state !== 'signed_up' && referral.state !== 'ordered') return run;
  const facts = await listCustomerOrderFacts(db, [referral.referredCustomerId, referral.referrerCustomerId]);
  const friendOrders = facts.filter((order) => order.customerId === referral.referredCustomerId && order.createdAt.getTime() >= referral.createdAt.getTime() - DAY_MS);
  const first = referral.orderId === null ? friendOrders[0] : friendOrders.find((order) => order.id === referral.orderId);
  if (!first) return run;
  const refusal = firstOrderRefusal(
    first,
    facts.filter((order) => order.customerId === referral.referrerCustomerId),
  );
  if (refusal) {
    await refuse(db, referral, first, refusal, now, run);
    return run;
  }
  let current = referral;
  if (referral.state === 'signed_up') {
    if (!(await moveReferral(db, referral.id, 'signed_up', { state: 'ordered', orderId: first.id, orderedAt: first.createdAt, at: now }))) return run;
    run.ordered += 1;
    current = { ...referral, state: 'ordered', orderId: first.id, orderedAt: first.createdAt };
  }
  await settle(db, current, first, now, run);
  return run;
}
