import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import type { Db } from '@/server/db/client';
import { promoCodes } from '@/server/db/schema/pricing/cart';
import { referralRefusals, referrals } from '@/server/db/schema/programmes/referrals';
import { listInAppNotifications } from '@/server/accounts/list-in-app-notifications';
import { getMyCredit } from '@/server/ordering/credit/get-my-credit';
import { enrolReferredCustomer } from '@/server/programmes/referrals/enrol-referred-customer';
import { normaliseEmail, REFERRALS_PER_REFERRER_PER_MONTH, REFERRER_REWARD } from '@/server/programmes/referrals/referral-rules';
import { rewardDueReferrals } from '@/server/programmes/referrals/reward-due-referrals';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { buildCustomer } from '@/tests/support/builders/customers';
import { addressOf, DAY_MS, orderOf, referralPair } from './support/referrals-setup';

/* The referral programme's rules (decision 0039): the friend's welcome code, the fraud guards and
 * the referrer's reward once the first order has passed its return window, with a clock the
 * tests control. */

let db: Db;
let close: () => Promise<void>;
const SIGN_UP = new Date('2026-03-02T10:00:00Z');
const DELIVERED = new Date('2026-03-10T10:00:00Z');

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  close = database.drop;
});
afterAll(() => close());

async function referralOf(friendId: number) {
  const [row] = await db.select().from(referrals).where(eq(referrals.referredCustomerId, friendId));
  return row;
}
const refusalsOf = (friendId: number) => db.select().from(referralRefusals).where(eq(referralRefusals.referredCustomerId, friendId));
const usdCredit = async (customerId: number) => (await getMyCredit(customerId)).balances.find((balance) => balance.currency === 'USD')?.amount ?? 0;

/** A friend enrolled at sign-up whose first order was delivered on DELIVERED. */
async function deliveredReferral() {
  const pair = await referralPair(db);
  await enrolReferredCustomer(db, pair.friend.id, SIGN_UP);
  await orderOf(db, pair.friend.id, { createdAt: new Date(SIGN_UP.getTime() + DAY_MS), deliveredAt: DELIVERED });
  return pair;
}

describe('the friend’s welcome code', () => {
  it('is a single-use personal promo code created once, however often the sign-up is seen', async () => {
    const { friend } = await referralPair(db);
    const first = await enrolReferredCustomer(db, friend.id, SIGN_UP);
    const again = await enrolReferredCustomer(db, friend.id, SIGN_UP);
    expect(first.outcome).toBe('enrolled');
    expect(again.outcome).toBe('none');
    const code = first.outcome === 'enrolled' ? first.welcomeCode : '';
    const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(promo).toMatchObject({ kind: 'amount', maxUses: 1, usedCount: 0, isActive: true });
    expect((await referralOf(friend.id))?.friendPromoCode).toBe(code);
  });
});

describe('fraud guards', () => {
  it('treats e-mails as one mailbox after normalisation (case, +tag, gmail dots)', () => {
    expect(normaliseEmail('Ann.Lee+desk@GMail.com')).toBe('annlee@gmail.com');
    expect(normaliseEmail('ann.lee@googlemail.com')).toBe('annlee@gmail.com');
    expect(normaliseEmail('Ann.Lee+x@work.example')).toBe('ann.lee@work.example');
  });

  it('refuses a friend whose normalised e-mail is the referrer’s, and records the refusal', async () => {
    const { friend } = await referralPair(db, { referrerEmail: 'same.person@gmail.com', friendEmail: 'SamePerson+second@gmail.com' });
    expect(await enrolReferredCustomer(db, friend.id, SIGN_UP)).toEqual({ outcome: 'refused', reason: 'same_email' });
    expect(await referralOf(friend.id)).toBeUndefined();
    expect((await refusalsOf(friend.id)).map((row) => row.reason)).toEqual(['same_email']);
  });

  it('refuses a first order shipped to an address of the referrer’s own orders: no reward', async () => {
    const { referrer, friend } = await referralPair(db);
    await enrolReferredCustomer(db, friend.id, SIGN_UP);
    await orderOf(db, referrer.id, { address: { ...addressOf(900), street: '900  referral street.' } });
    await orderOf(db, friend.id, { createdAt: SIGN_UP, deliveredAt: DELIVERED, address: addressOf(900) });
    await rewardDueReferrals({ now: new Date(DELIVERED.getTime() + 40 * DAY_MS) }, db);
    expect((await referralOf(friend.id))?.state).toBe('refused');
    expect((await refusalsOf(friend.id)).map((row) => row.reason)).toEqual(['same_address']);
    expect(await usdCredit(referrer.id)).toBe(0);
  });

  it(`caps a referrer at ${REFERRALS_PER_REFERRER_PER_MONTH} friends a calendar month, recording the next ones`, async () => {
    const referrer = await buildCustomer(db, { fullname: 'Busy Referrer' });
    const friendOf = () => buildCustomer(db, { referredByCustomerId: referrer.id });
    for (let i = 0; i < REFERRALS_PER_REFERRER_PER_MONTH; i += 1) expect((await enrolReferredCustomer(db, (await friendOf()).id, SIGN_UP)).outcome).toBe('enrolled');
    const over = await friendOf();
    expect(await enrolReferredCustomer(db, over.id, SIGN_UP)).toEqual({ outcome: 'refused', reason: 'monthly_cap' });
    expect((await refusalsOf(over.id)).map((row) => row.reason)).toEqual(['monthly_cap']);
    expect((await enrolReferredCustomer(db, (await friendOf()).id, new Date('2026-04-01T00:00:00Z'))).outcome).toBe('enrolled');
  });
});

describe('the referrer’s reward', () => {
  it('waits while the return window is open (day 30 after delivery included)', async () => {
    const { referrer, friend } = await deliveredReferral();
    await rewardDueReferrals({ now: new Date(DELIVERED.getTime() + 30 * DAY_MS) }, db);
    expect((await referralOf(friend.id))?.state).toBe('ordered');
    expect(await usdCredit(referrer.id)).toBe(0);
  });

  it('is granted once as store credit with an in-app notice after the window has closed', async () => {
    const { referrer, friend } = await deliveredReferral();
    const after = new Date(DELIVERED.getTime() + 31 * DAY_MS);
    await rewardDueReferrals({ now: after }, db);
    await rewardDueReferrals({ now: new Date(after.getTime() + DAY_MS) }, db);
    expect(await referralOf(friend.id)).toMatchObject({ state: 'rewarded', rewardAmount: REFERRER_REWARD.USD, rewardCurrency: 'USD' });
    expect(await usdCredit(referrer.id)).toBe(REFERRER_REWARD.USD);
    const notices = await listInAppNotifications(referrer.id);
    expect(JSON.stringify(notices)).toContain('$25');
  });

  it('never comes for an order that was not delivered', async () => {
    const { referrer, friend } = await referralPair(db);
    await enrolReferredCustomer(db, friend.id, SIGN_UP);
    await orderOf(db, friend.id, { createdAt: SIGN_UP, status: ORDER_STATUS.SHIPPED });
    await rewardDueReferrals({ now: new Date(SIGN_UP.getTime() + 90 * DAY_MS) }, db);
    expect((await referralOf(friend.id))?.state).toBe('ordered');
    expect(await usdCredit(referrer.id)).toBe(0);
  });

  it.each([
    ['cancelled', ORDER_STATUS.CANCEL],
    ['returned', ORDER_STATUS.ORDER_RETURNED],
  ])('never comes for a first order that was %s', async (_name, status) => {
    const { referrer, friend } = await referralPair(db);
    await enrolReferredCustomer(db, friend.id, SIGN_UP);
    await orderOf(db, friend.id, { createdAt: SIGN_UP, status, deliveredAt: DELIVERED });
    await rewardDueReferrals({ now: new Date(DELIVERED.getTime() + 60 * DAY_MS) }, db);
    expect((await referralOf(friend.id))?.state).toBe('void');
    expect(await usdCredit(referrer.id)).toBe(0);
  });
});
