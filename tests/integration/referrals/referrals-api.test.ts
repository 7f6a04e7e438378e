import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { referralHistorySchema, referralUrlSchema } from '@/lib/contracts/programmes/referrals-schemas';
import { mailOutbox } from '@/server/db/schema/notifications/mail';
import { referralRefusals } from '@/server/db/schema/programmes/referrals';
import { INVITATION_LIMIT } from '@/server/programmes/referrals/share-referral-by-email';
import { callApi } from '@/tests/integration/api/support/call-api';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { discoverApiRoutes, loadApiRoutes, startApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { customerToken } from '@/tests/integration/shipments/support/shipments-api';
import { buildCustomer, type CustomerRow } from '@/tests/support/builders/customers';
import type { Db } from '@/server/db/client';

/* GET /v1/me/referral-url, GET /v1/me/customer-referral-history and POST /v1/me/referral-invitations
 * over HTTP: the signed-in shopper's own data only, bad input as a 4xx envelope, visitors 401. */

let db: Db;
let url: string;
let close: () => Promise<void>;
let referrer: CustomerRow;
let friend: CustomerRow;
let stranger: CustomerRow;
const tokens = new Map<number, string>();

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  const routes = discoverApiRoutes('pages/api/v1/me').filter((route) => /referral/.test(route.file));
  const server = await startApiServer(await loadApiRoutes(routes));
  url = server.url;
  close = async () => {
    await server.close();
    await database.drop();
  };
  referrer = await buildCustomer(db, { fullname: 'Camille Martin', email: 'camille.martin@example.test', language: 'fr', referralCode: 'CAMILLE1' });
  friend = await buildCustomer(db, { fullname: 'Jonas Weber', email: 'jonas@example.test', referredByCustomerId: referrer.id });
  stranger = await buildCustomer(db, { fullname: 'Sam Stranger', email: 'sam@example.test' });
  for (const customer of [referrer, friend, stranger]) tokens.set(customer.id, await customerToken(customer.id, customer.email));
});
afterAll(() => close());

function call(method: string, path: string, as?: CustomerRow, body?: unknown) {
  const headers: Record<string, string> = { location: 'fr-FR' };
  const token = as ? tokens.get(as.id) : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  return callApi(`${url}/api${path}`, { method, headers, body });
}
const history = async (as: CustomerRow, query = '') => referralHistorySchema.parse(expectSuccessData(await call('GET', `/v1/me/customer-referral-history${query}`, as)));

describe('GET /v1/me/referral-url', () => {
  it('answers the shopper’s invite link with their code as rid, in their locale', async () => {
    const answer = referralUrlSchema.parse(expectSuccessData(await call('GET', '/v1/me/referral-url', referrer)));
    expect(answer.referral_code).toBe('CAMILLE1');
    expect(answer.url).toMatch(/\/fr-FR\/invite\?rid=CAMILLE1$/);
    expect(answer.friend_offer).toContainEqual({ currency: 'EUR', amount: 2500 });
    expect(answer.welcome_code).toBeNull();
  });

  it('gives a referred friend their welcome code and the referrer’s first name only', async () => {
    const answer = referralUrlSchema.parse(expectSuccessData(await call('GET', '/v1/me/referral-url', friend)));
    expect(answer.welcome_code).toEqual({ code: expect.stringMatching(/^FRIEND-[A-Z2-9]{8}$/), referrer_first_name: 'Camille' });
  });

  it('answers 401 to a visitor', async () => {
    expectErrorEnvelope(await call('GET', '/v1/me/referral-url'), 401, 'UNAUTHORIZED');
  });
});

describe('POST /v1/me/referral-invitations', () => {
  it('mails the invitation in the shopper’s language and lists it as invited', async () => {
    expect(expectSuccessData(await call('POST', '/v1/me/referral-invitations', referrer, { email: 'lea.friend@example.test', message: 'Regarde ce bureau !' }), 201)).toEqual({ sent: true });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'lea.friend@example.test'));
    expect(mail?.language).toBe('fr');
    expect(mail?.subject).toContain('Camille vous invite');
    expect(mail?.textBody).toContain('/fr-FR/invite?rid=CAMILLE1');
    const invited = await history(referrer, '?type=invited');
    expect(invited.items.map((item) => item.friend)).toEqual(['le***@example.test']);
  });

  it('refuses an invitation to the shopper’s own address (normalised) and records the refusal', async () => {
    expectErrorEnvelope(await call('POST', '/v1/me/referral-invitations', referrer, { email: 'Camille.Martin+me@example.test' }), 422, 'UNPROCESSABLE');
    const refusals = await db.select().from(referralRefusals).where(and(eq(referralRefusals.referrerCustomerId, referrer.id), eq(referralRefusals.reason, 'self')));
    expect(refusals).toHaveLength(1);
  });

  it('refuses a malformed address or unknown field with a 400 envelope, and a visitor with 401', async () => {
    expectErrorEnvelope(await call('POST', '/v1/me/referral-invitations', referrer, { email: 'not-an-address' }), 400);
    expectErrorEnvelope(await call('POST', '/v1/me/referral-invitations', referrer, { email: 'a@example.test', cc: 'b@example.test' }), 400);
    expectErrorEnvelope(await call('POST', '/v1/me/referral-invitations', undefined, { email: 'a@example.test' }), 401);
  });

  it(`limits a shopper to ${INVITATION_LIMIT.limit} invitations an hour`, async () => {
    for (let i = 0; i < INVITATION_LIMIT.limit; i += 1) expectSuccessData(await call('POST', '/v1/me/referral-invitations', stranger, { email: `friend${i}@example.test` }), 201);
    expectErrorEnvelope(await call('POST', '/v1/me/referral-invitations', stranger, { email: 'one-more@example.test' }), 429, 'RATE_LIMITED');
  });
});

describe('GET /v1/me/customer-referral-history', () => {
  it('lists the referrer’s friends by first name with their stage, newest first, paged', async () => {
    const all = await history(referrer);
    expect(all.total).toBe(2);
    expect((await history(referrer, '?type=signed_up')).items).toEqual([expect.objectContaining({ type: 'signed_up', friend: 'Jonas', reward: null, closed: false })]);
    const second = await history(referrer, '?page=2&limit=1');
    expect(second).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(second.items).toHaveLength(1);
    expect((await history(referrer, '?type=rewarded')).total).toBe(0);
  });

  it('never shows one shopper’s referrals to another', async () => {
    const friendsView = await history(friend);
    expect(friendsView.total).toBe(0);
    const strangersView = await history(stranger, '?type=signed_up');
    expect(strangersView.items).toEqual([]);
  });

  it('refuses a bad type, page or limit with a 400 envelope, and a visitor with 401', async () => {
    for (const query of ['?type=paid', '?page=0', '?limit=500', '?page=abc']) expectErrorEnvelope(await call('GET', `/v1/me/customer-referral-history${query}`, referrer), 400);
    expectErrorEnvelope(await call('GET', '/v1/me/customer-referral-history'), 401, 'UNAUTHORIZED');
  });
});
