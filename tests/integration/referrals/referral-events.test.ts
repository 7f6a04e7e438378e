import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS, type OrderStatus } from '@/lib/constants/order-status';
import type { Db } from '@/server/db/client';
import type { OrderActor } from '@/server/db/schema/ordering/orders';
import { packages } from '@/server/db/schema/ordering/shipments';
import { referralRefusals, referrals } from '@/server/db/schema/programmes/referrals';
import { linkReferrer } from '@/server/accounts/link-referrer';
import { settleDomainEvents } from '@/server/events/domain-events';
import { getMyCredit } from '@/server/ordering/credit/get-my-credit';
import { changeOrderStatus } from '@/server/ordering/orders/order-transitions';
import { enrolReferredCustomer } from '@/server/programmes/referrals/enrol-referred-customer';
import { subscribeReferralProgramme } from '@/server/programmes/referrals/referral-events';
import { REFERRALS_PER_REFERRER_PER_MONTH, REFERRER_REWARD } from '@/server/programmes/referrals/referral-rules';
import { rewardDueReferrals } from '@/server/programmes/referrals/reward-due-referrals';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildOrder } from '@/tests/support/builders/orders';
import { addressOf, DAY_MS, orderOf, referralPair } from './support/referrals-setup';

/*
 * Decision 0050: the referral programme moves on the events of accounts and ordering as they
 * commit (no page view, no scheduler run), the scheduler only pays what the clock brings due;
 * the same-card guard; the monthly cap under concurrency.
 */

let db: Db;
let close: () => Promise<void>;
let unsubscribe: () => void;
let vendorCode: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  close = database.drop;
  unsubscribe = subscribeReferralProgramme();
  vendorCode = (await buildVendor(db, { code: 'EVTDESK' })).code;
});
afterAll(async () => {
  unsubscribe();
  await close();
});

async function referralOf(friendId: number) {
  const [row] = await db.select().from(referrals).where(eq(referrals.referredCustomerId, friendId));
  return row;
}
const refusalsOf = async (friendId: number) => (await db.select().from(referralRefusals).where(eq(referralRefusals.referredCustomerId, friendId))).map((row) => row.reason);
const usdCredit = async (customerId: number) => (await getMyCredit(customerId)).balances.find((balance) => balance.currency === 'USD')?.amount ?? 0;

let addressNumber = 5000;
/** An order of the friend as checkout leaves it before the payment's answer. */
async function pendingOrderOf(customerId: number) {
  addressNumber += 1;
  const order = await buildOrder(db, { customerId, status: ORDER_STATUS.PENDING, paidAt: null, address: addressOf(addressNumber), lines: [{ vendorCode }] });
  return { id: order.id, status: ORDER_STATUS.PENDING as number };
}

/** Ordering's own status change, committed, then the listeners given time to finish. */
async function move(order: { id: number; status: number }, to: OrderStatus, actor: OrderActor): Promise<void> {
  await db.transaction((tx) => changeOrderStatus(tx, order, to, actor, 'test'));
  order.status = to;
  await settleDomainEvents();
}

async function deliver(order: { id: number; status: number }, deliveredAt: Date): Promise<void> {
  await move(order, ORDER_STATUS.SHIPPED, 'vendor');
  await db.insert(packages).values({ orderId: order.id, vendorCode, status: ORDER_LINE_STATUS.DELIVERED, shippedAt: deliveredAt, deliveredAt });
  await move(order, ORDER_STATUS.DELIVERED, 'system');
}

describe('events move a referral without a read or a scheduler run', () => {
  it('enrols the friend when accounts links the referrer of the sign-up link', async () => {
    const referrer = await buildCustomer(db, { fullname: 'Ada Lovelace' });
    const friend = await buildCustomer(db, { fullname: 'Grace Hopper' });
    expect(await linkReferrer(db, friend.id, { rid: referrer.referralCode ?? '' }, DAY_MS)).toBe(true);
    await settleDomainEvents();
    expect(await referralOf(friend.id)).toMatchObject({ referrerCustomerId: referrer.id, state: 'signed_up', friendPromoCode: expect.stringMatching(/^FRIEND-/) });
  });

  it('records the first order when it is paid, sets the reward due at the end of the return window on delivery, and the clock pays it once', async () => {
    const { referrer, friend } = await referralPair(db);
    await enrolReferredCustomer(db, friend.id);
    const order = await pendingOrderOf(friend.id);
    await move(order, ORDER_STATUS.NEW, 'payment');
    expect(await referralOf(friend.id)).toMatchObject({ state: 'ordered', orderId: order.id, rewardDueAt: null });

    const deliveredAt = new Date(Date.now() - 3_600_000);
    await deliver(order, deliveredAt);
    const due = new Date(deliveredAt.getTime() + 30 * DAY_MS);
    expect((await referralOf(friend.id))?.rewardDueAt?.toISOString()).toBe(due.toISOString());
    expect(await usdCredit(referrer.id)).toBe(0);

    // Only the due rewards, no catch-up: the due date came from the delivery event alone.
    await rewardDueReferrals({ now: due, catchUp: false }, db);
    expect((await referralOf(friend.id))?.state).toBe('ordered');
    await rewardDueReferrals({ now: new Date(due.getTime() + DAY_MS), catchUp: false }, db);
    await rewardDueReferrals({ now: new Date(due.getTime() + 2 * DAY_MS), catchUp: false }, db);
    expect(await referralOf(friend.id)).toMatchObject({ state: 'rewarded', rewardAmount: REFERRER_REWARD.USD });
    expect(await usdCredit(referrer.id)).toBe(REFERRER_REWARD.USD);
  });

  it('closes the referral when the first order is returned inside the window: the clock pays nothing', async () => {
    const { referrer, friend } = await referralPair(db);
    await enrolReferredCustomer(db, friend.id);
    const order = await pendingOrderOf(friend.id);
    await move(order, ORDER_STATUS.NEW, 'payment');
    const deliveredAt = new Date(Date.now() - 3_600_000);
    await deliver(order, deliveredAt);
    await move(order, ORDER_STATUS.ORDER_RETURNED, 'operations');
    expect(await referralOf(friend.id)).toMatchObject({ state: 'void', rewardDueAt: null });
    await rewardDueReferrals({ now: new Date(deliveredAt.getTime() + 40 * DAY_MS) }, db);
    expect((await referralOf(friend.id))?.state).toBe('void');
    expect(await usdCredit(referrer.id)).toBe(0);
  });

  it('closes the referral when the first order is cancelled before it ships', async () => {
    const { friend } = await referralPair(db);
    await enrolReferredCustomer(db, friend.id);
    const order = await pendingOrderOf(friend.id);
    await move(order, ORDER_STATUS.NEW, 'payment');
    await move(order, ORDER_STATUS.CANCEL, 'shopper');
    expect((await referralOf(friend.id))?.state).toBe('void');
  });

  it('a listener’s work never runs for a transaction that rolled back', async () => {
    const { friend } = await referralPair(db);
    await enrolReferredCustomer(db, friend.id);
    const order = await pendingOrderOf(friend.id);
    await expect(
      db.transaction(async (tx) => {
        await changeOrderStatus(tx, order, ORDER_STATUS.NEW, 'payment', 'test');
        throw new Error('payment write failed');
      }),
    ).rejects.toThrow('payment write failed');
    await settleDomainEvents();
    expect((await referralOf(friend.id))?.state).toBe('signed_up');
  });
});

describe('the same-card guard', () => {
  const card = { number: '5555555555554444', expMonth: 8, expYear: 2033 };

  it('refuses the reward when the friend’s first order was paid with a card that paid the referrer’s order, and records why', async () => {
    const { referrer, friend } = await referralPair(db);
    await enrolReferredCustomer(db, friend.id);
    await orderOf(db, referrer.id, { card });
    const deliveredAt = new Date(Date.now() - 40 * DAY_MS);
    await orderOf(db, friend.id, { card, deliveredAt });
    await rewardDueReferrals({ now: new Date() }, db);
    expect(await referralOf(friend.id)).toMatchObject({ state: 'refused', closedReason: 'same_payment' });
    expect(await refusalsOf(friend.id)).toEqual(['same_payment']);
    expect(await usdCredit(referrer.id)).toBe(0);
  });

  it('lets another card through: the friend’s own card earns the referrer the reward', async () => {
    const { referrer, friend } = await referralPair(db);
    await enrolReferredCustomer(db, friend.id);
    await orderOf(db, referrer.id, { card });
    await orderOf(db, friend.id, { card: { ...card, expYear: 2032 }, deliveredAt: new Date(Date.now() - 40 * DAY_MS) });
    await rewardDueReferrals({ now: new Date() }, db);
    expect((await referralOf(friend.id))?.state).toBe('rewarded');
    expect(await refusalsOf(friend.id)).toEqual([]);
    expect(await usdCredit(referrer.id)).toBe(REFERRER_REWARD.USD);
  });
});

describe('the monthly cap under concurrency', () => {
  it(`enrols exactly ${REFERRALS_PER_REFERRER_PER_MONTH} of 20 friends signing up at the same instant, and records every refusal`, async () => {
    const referrer = await buildCustomer(db, { fullname: 'Popular Referrer' });
    const friends = await Promise.all(Array.from({ length: 20 }, () => buildCustomer(db, { referredByCustomerId: referrer.id })));
    const outcomes = await Promise.all(friends.map((friend) => enrolReferredCustomer(db, friend.id)));
    expect(outcomes.filter((outcome) => outcome.outcome === 'enrolled')).toHaveLength(REFERRALS_PER_REFERRER_PER_MONTH);
    expect(outcomes.filter((outcome) => outcome.outcome === 'refused')).toHaveLength(20 - REFERRALS_PER_REFERRER_PER_MONTH);
    const stored = await db.select().from(referrals).where(eq(referrals.referrerCustomerId, referrer.id));
    expect(stored).toHaveLength(REFERRALS_PER_REFERRER_PER_MONTH);
    const refused = await db.select().from(referralRefusals).where(eq(referralRefusals.referrerCustomerId, referrer.id));
    expect(refused.map((row) => row.reason)).toEqual(Array.from({ length: 20 - REFERRALS_PER_REFERRER_PER_MONTH }, () => 'monthly_cap'));
  });

  it('pays no more than the cap when 20 friends’ first orders are delivered and come due together', async () => {
    const referrer = await buildCustomer(db, { fullname: 'Busy Referrer' });
    const friends = await Promise.all(Array.from({ length: 20 }, () => buildCustomer(db, { referredByCustomerId: referrer.id })));
    await Promise.all(friends.map((friend) => enrolReferredCustomer(db, friend.id)));
    const deliveredAt = new Date(Date.now() - 3_600_000);
    const orders = await Promise.all(friends.map((friend) => pendingOrderOf(friend.id)));
    await Promise.all(orders.map(async (order) => { await move(order, ORDER_STATUS.NEW, 'payment'); await deliver(order, deliveredAt); }));
    const later = new Date(deliveredAt.getTime() + 31 * DAY_MS);
    await Promise.all([rewardDueReferrals({ now: later }, db), rewardDueReferrals({ now: later }, db)]);
    expect(await usdCredit(referrer.id)).toBe(REFERRALS_PER_REFERRER_PER_MONTH * (REFERRER_REWARD.USD ?? 0));
  });
});
