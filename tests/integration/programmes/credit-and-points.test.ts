import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import type { MyPoints, MyRewards, Reward, ExchangeCreditAnswer } from '@/lib/contracts/programmes/credit-points-schemas';
import type { CreditBalances, CreditHistory } from '@/lib/contracts/ordering/credit-schemas';
import { inAppNotifications, rewardCampaigns } from '@/server/db/schema';
import { awardRecentDeliveredOrderPoints } from '@/server/programmes/points/award-delivered-order-points';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { buildOrder } from '@/tests/support/builders/orders';
import { buildCreditEntry } from '@/tests/support/builders/payments';
import { buildShopper, startProgrammesApi, type ProgrammesApi, type Shopper } from './support/programmes-api';

/* Issue 19 items 2, 3 and 6 (decision 0040): reward codes, store credit history, points earned
 * on delivered orders, the credit-to-points exchange, and the in-app notices they write. */

let api: ProgrammesApi;
const DAY = 86_400_000;
let codeSequence = 0;

async function campaign(values: Partial<typeof rewardCampaigns.$inferInsert> = {}): Promise<string> {
  codeSequence += 1;
  const code = `TEST-${codeSequence}`;
  await api.db.insert(rewardCampaigns).values({
    code,
    name: `Campaign ${codeSequence}`,
    kind: 'credit',
    amount: 1_000,
    currency: 'USD',
    startsAt: new Date(Date.now() - DAY),
    expiresAt: new Date(Date.now() + DAY),
    maxClaims: 100,
    ...values,
  });
  return code;
}

const claim = (shopper: Shopper, code: string, email = shopper.email) =>
  api.call('POST', '/v1/customers/create-reward', { token: shopper.token, body: { email, reward_code: code, content: 'From the newsletter' } });
const exchange = (shopper: Shopper, amount: number, currency = 'USD') => api.call('POST', '/v1/me/exchange-credit-to-point', { token: shopper.token, body: { currency, amount } });
const points = async (shopper: Shopper) => expectSuccessData(await api.call('GET', '/v1/me/points', { token: shopper.token })) as MyPoints;
const credit = async (shopper: Shopper) => (expectSuccessData(await api.call('GET', '/v1/me/credit', { token: shopper.token })) as CreditBalances).balances;
const notices = (shopper: Shopper) => api.db.select().from(inAppNotifications).where(eq(inAppNotifications.customerId, shopper.id));

beforeAll(async () => {
  api = await startProgrammesApi();
});
afterAll(() => api.close());

describe('claiming a reward code', () => {
  it('grants the credit once, lists the reward and announces it in the shopper’s language', async () => {
    const shopper = await buildShopper(api.db, { language: 'fr' });
    const code = await campaign({ amount: 2_500 });
    const reward = expectSuccessData(await claim(shopper, code.toLowerCase()), 201) as Reward;
    expect(reward).toMatchObject({ code, kind: 'credit', amount: 2_500, currency: 'USD', state: 'credited' });
    expect(await credit(shopper)).toEqual([{ currency: 'USD', amount: 2_500 }]);
    expectErrorEnvelope(await claim(shopper, code), 409, 'CONFLICT');
    expect(await credit(shopper)).toEqual([{ currency: 'USD', amount: 2_500 }]);
    const list = expectSuccessData(await api.call('GET', '/v1/me/reward', { token: shopper.token })) as MyRewards;
    expect(list.items.map((item) => item.code)).toEqual([code]);
    const [notice] = await notices(shopper);
    expect(notice?.title).toBe('Votre récompense est arrivée');
    expect(notice?.body).toContain(`Campaign ${codeSequence}`);
  });

  it('adds points for a points campaign', async () => {
    const shopper = await buildShopper(api.db);
    expectSuccessData(await claim(shopper, await campaign({ kind: 'points', amount: 300, currency: null })), 201);
    expect((await points(shopper)).balance).toBe(300);
  });

  it('refuses an expired code, one not yet valid, an unknown code and a campaign whose cap is reached, granting nothing', async () => {
    const shopper = await buildShopper(api.db);
    expect(expectErrorEnvelope(await claim(shopper, await campaign({ expiresAt: new Date(Date.now() - 1_000) })), 422).message).toMatch(/expired/);
    expectErrorEnvelope(await claim(shopper, await campaign({ startsAt: new Date(Date.now() + DAY) })), 422);
    expectErrorEnvelope(await claim(shopper, 'NO-SUCH-CODE'), 404, 'NOT_FOUND');
    const full = await campaign({ maxClaims: 1 });
    expectSuccessData(await claim(await buildShopper(api.db), full), 201);
    expect(expectErrorEnvelope(await claim(shopper, full), 422).message).toMatch(/all the rewards/i);
    expect(await credit(shopper)).toEqual([]);
  });

  it('never passes the cap when shoppers claim at the same time', async () => {
    const code = await campaign({ maxClaims: 3 });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => buildShopper(api.db)));
    const answers = await Promise.all(shoppers.map((shopper) => claim(shopper, code)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(5);
  });

  it('refuses bad input, another account’s e-mail and visitors', async () => {
    const shopper = await buildShopper(api.db);
    const code = await campaign();
    expectErrorEnvelope(await api.call('POST', '/v1/customers/create-reward', { token: shopper.token, body: { email: shopper.email, reward_code: 'a b' } }), 400);
    expectErrorEnvelope(await api.call('POST', '/v1/customers/create-reward', { token: shopper.token, body: { reward_code: code } }), 400);
    expectErrorEnvelope(await claim(shopper, code, 'someone.else@example.test'), 422);
    expectErrorEnvelope(await api.call('POST', '/v1/customers/create-reward', { body: { email: shopper.email, reward_code: code } }), 401);
    expectErrorEnvelope(await api.call('GET', '/v1/me/reward'), 401);
    expect(await credit(shopper)).toEqual([]);
  });
});

describe('exchanging credit for points', () => {
  it('takes the credit and adds points at the server’s rate, shown in both histories', async () => {
    const shopper = await buildShopper(api.db);
    await buildCreditEntry(api.db, { customerId: shopper.id, currency: 'USD', amount: 5_000 });
    const rate = (await points(shopper)).exchange;
    expect(rate).toEqual({ credit_per_point: 10, min_credit: 100, max_credit: 50_000, points_per_currency_unit: 1 });
    const answer = expectSuccessData(await exchange(shopper, 1_250)) as ExchangeCreditAnswer;
    expect(answer).toEqual({ currency: 'USD', credit_spent: 1_250, points_added: 125, credit_balance: 3_750, points_balance: 125 });
    const history = expectSuccessData(await api.call('GET', '/v1/me/credit-history?limit=1', { token: shopper.token })) as CreditHistory;
    expect(history).toMatchObject({ total: 2, page: 1, limit: 1, items: [{ amount: -1_250, kind: 'exchange', currency: 'USD' }] });
    expect((await points(shopper)).items).toMatchObject([{ points: 125, kind: 'credit_exchange' }]);
    expect((await notices(shopper)).map((notice) => notice.title)).toEqual(['Credit exchanged for points']);
  });

  it('refuses amounts off the rate or out of limits, more than the balance, and bad input, moving nothing', async () => {
    const shopper = await buildShopper(api.db);
    await buildCreditEntry(api.db, { customerId: shopper.id, currency: 'USD', amount: 1_000 });
    expectErrorEnvelope(await exchange(shopper, 105), 422);
    expectErrorEnvelope(await exchange(shopper, 50), 422);
    expectErrorEnvelope(await exchange(shopper, 50_010), 422);
    expectErrorEnvelope(await exchange(shopper, 2_000), 422);
    expectErrorEnvelope(await exchange(shopper, 500, 'EUR'), 422);
    expectErrorEnvelope(await exchange(shopper, -100), 400);
    expectErrorEnvelope(await exchange(shopper, 10.5), 400);
    expectErrorEnvelope(await exchange(shopper, 100, 'XYZ'), 400);
    expectErrorEnvelope(await api.call('POST', '/v1/me/exchange-credit-to-point', { body: { currency: 'USD', amount: 100 } }), 401);
    expect(await credit(shopper)).toEqual([{ currency: 'USD', amount: 1_000 }]);
    expect((await points(shopper)).balance).toBe(0);
  });

  it('leaves the balances exact after 50 parallel exchanges: never negative, credit and points agree', async () => {
    const shopper = await buildShopper(api.db);
    await buildCreditEntry(api.db, { customerId: shopper.id, currency: 'USD', amount: 3_000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => exchange(shopper, 100)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30);
    for (const refused of answers.filter((answer) => answer.status !== 200)) expectErrorEnvelope(refused, 422);
    expect(await credit(shopper)).toEqual([]);
    expect((await points(shopper)).balance).toBe(300);
  });
});

describe('points on delivered orders and what each shopper sees', () => {
  it('awards 1 point per whole currency unit paid, exactly once per delivered order', async () => {
    const shopper = await buildShopper(api.db);
    const delivered = await buildOrder(api.db, { customerId: shopper.id, status: ORDER_STATUS.DELIVERED, lines: [{ vendorCode: 'POINTSCO', unitPrice: 12_399 }] });
    await buildOrder(api.db, { customerId: shopper.id, status: ORDER_STATUS.SHIPPED, lines: [{ vendorCode: 'POINTSCO', unitPrice: 50_000 }] });
    await buildOrder(api.db, { customerId: shopper.id, status: ORDER_STATUS.DELIVERED, paidAt: null, lines: [{ vendorCode: 'POINTSCO', unitPrice: 50_000 }] });
    await Promise.all([points(shopper), points(shopper), awardRecentDeliveredOrderPoints({ since: new Date(Date.now() - DAY), pageSize: 1 })]);
    const mine = await points(shopper);
    expect(delivered.total).toBe(12_399);
    expect(mine.balance).toBe(123);
    expect(mine.items).toMatchObject([{ kind: 'order_delivered', order_code: delivered.code }]);
    expect((await notices(shopper)).map((notice) => notice.title)).toEqual(['You earned points']);
  });

  it('never shows one shopper another’s credit, points or rewards', async () => {
    const owner = await buildShopper(api.db);
    const other = await buildShopper(api.db);
    await buildCreditEntry(api.db, { customerId: owner.id, currency: 'USD', amount: 2_000 });
    expectSuccessData(await claim(owner, await campaign()), 201);
    expectSuccessData(await exchange(owner, 500));
    const history = expectSuccessData(await api.call('GET', '/v1/me/credit-history', { token: other.token })) as CreditHistory;
    expect(history).toMatchObject({ items: [], total: 0 });
    expect(await points(other)).toMatchObject({ balance: 0, items: [] });
    expect(expectSuccessData(await api.call('GET', '/v1/me/reward', { token: other.token }))).toEqual({ items: [] });
    expectErrorEnvelope(await api.call('GET', '/v1/me/credit-history?page=0', { token: owner.token }), 400);
    expectErrorEnvelope(await api.call('GET', '/v1/me/points?limit=500', { token: owner.token }), 400);
    expectErrorEnvelope(await api.call('GET', '/v1/me/credit-history'), 401);
    expectErrorEnvelope(await api.call('GET', '/v1/me/points'), 401);
  });
});
