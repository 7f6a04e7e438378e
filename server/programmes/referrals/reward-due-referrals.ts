import { formatMinorUnits } from '@/lib/format/format-price';
import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { getReferralPeople, listReferredCustomerIdsSince } from '@/server/accounts/get-referral-people';
import { notifyCustomer } from '@/server/accounts/notify-customer';
import { grantStoreCredit } from '@/server/ordering/credit/grant-store-credit';
import { listCustomerOrderFacts, type CustomerOrderFact } from '@/server/ordering/orders/list-customer-order-facts';
import { translateMailText } from '@/server/notifications/mail/translate-mail-text';
import { enrolReferredCustomer } from './enrol-referred-customer';
import { addressKey, DAY_MS, DELIVERED_STATUSES, ENROL_CATCH_UP_DAYS, REFERRER_REWARD, REWARD_AFTER_DELIVERY_DAYS, VOID_STATUSES } from './referral-rules';
import { findOpenReferrals, insertRefusal, moveReferral, type ReferralRow } from './repository';

export interface RewardRun {
  enrolled: number;
  ordered: number;
  rewarded: number;
  voided: number;
  refused: number;
}

/** The friend's first order is recorded, unless it ships where the referrer's orders go. */
async function recordFirstOrder(db: Db, referral: ReferralRow, first: CustomerOrderFact, referrerOrders: CustomerOrderFact[], now: Date, run: RewardRun): Promise<ReferralRow | undefined> {
  const key = addressKey(first.shippingAddress);
  if (referrerOrders.some((order) => addressKey(order.shippingAddress) === key)) {
    await db.transaction(async (tx) => {
      if (!(await moveReferral(tx, referral.id, 'signed_up', { state: 'refused', orderId: first.id, orderedAt: first.createdAt, closedReason: 'same_address', at: now }))) return;
      await insertRefusal(tx, { referrerCustomerId: referral.referrerCustomerId, referredCustomerId: referral.referredCustomerId, reason: 'same_address', detail: `Order ${first.id} ships to an address of the referrer`, createdAt: now });
      run.refused += 1;
    });
    return undefined;
  }
  if (!(await moveReferral(db, referral.id, 'signed_up', { state: 'ordered', orderId: first.id, orderedAt: first.createdAt, at: now }))) return undefined;
  run.ordered += 1;
  return { ...referral, state: 'ordered', orderId: first.id, orderedAt: first.createdAt };
}

/** Pays the referrer once the first order's return window has closed; a cancelled or returned order closes the referral. */
async function settle(db: Db, referral: ReferralRow, order: CustomerOrderFact, now: Date, run: RewardRun): Promise<void> {
  if (VOID_STATUSES.has(order.status)) {
    if (await moveReferral(db, referral.id, 'ordered', { state: 'void', closedReason: `order_status_${order.status}`, at: now })) run.voided += 1;
    return;
  }
  if (!DELIVERED_STATUSES.has(order.status) || !order.deliveredAt) return;
  if (now.getTime() <= order.deliveredAt.getTime() + REWARD_AFTER_DELIVERY_DAYS * DAY_MS) return;
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

/**
 * The referral programme's scheduled step, with a clock the caller controls: picks up recent
 * sign-ups with a referrer, records friends' first orders and rewards those whose return window
 * has closed. Safe to run again at any time: every change is made from the state it was read in.
 */
export async function rewardDueReferrals(input: { now?: Date } = {}, db: Db = getDb()): Promise<RewardRun> {
  const now = input.now ?? new Date();
  const run: RewardRun = { enrolled: 0, ordered: 0, rewarded: 0, voided: 0, refused: 0 };
  for (const customerId of await listReferredCustomerIdsSince(db, new Date(now.getTime() - ENROL_CATCH_UP_DAYS * DAY_MS))) {
    if ((await enrolReferredCustomer(db, customerId, now)).outcome === 'enrolled') run.enrolled += 1;
  }
  const open = await findOpenReferrals(db);
  const facts = await listCustomerOrderFacts(db, open.flatMap((referral) => [referral.referredCustomerId, referral.referrerCustomerId]));
  for (const referral of open) {
    const friendOrders = facts.filter((order) => order.customerId === referral.referredCustomerId && order.createdAt.getTime() >= referral.createdAt.getTime() - DAY_MS);
    const first = referral.orderId === null ? friendOrders[0] : friendOrders.find((order) => order.id === referral.orderId);
    if (!first) continue;
    const current = referral.state === 'signed_up' ? await recordFirstOrder(db, referral, first, facts.filter((order) => order.customerId === referral.referrerCustomerId), now, run) : referral;
    if (current) await settle(db, current, first, now, run);
  }
  return run;
}
