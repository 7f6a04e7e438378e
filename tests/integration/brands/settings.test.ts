import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brands } from '@/server/db/schema/brands/brands';
import { openPayout } from '@/server/brands/settings/seal-payout';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from './support/brands-api';

/* Issue 16 item 3: a brand's notification e-mails and payout details; the number is stored
 * sealed and never answered. */

let api: BrandsApi;
beforeAll(async () => {
  api = await startBrandsApi();
});
afterAll(() => api.close());

const IBAN = 'DE89370400440532013000';
const US_PAYOUT = { account_holder: 'Oak & Pine LLC', country: 'US', routing_number: '021000021', account_number: '000123454821' };

async function team() {
  const owner = await buildPerson(api.db);
  const manager = await buildPerson(api.db);
  const staff = await buildPerson(api.db);
  const brand = await buildBrand(api.db, {
    members: [
      { customerId: owner.customer.id, role: 'owner' },
      { customerId: manager.customer.id, role: 'manager' },
      { customerId: staff.customer.id, role: 'staff' },
    ],
  });
  return { brand, owner, manager, staff };
}

describe('GET /v1/brands/{brandId}/settings', () => {
  it('starts empty and is readable by every member and by operators', async () => {
    const { brand, owner, manager, staff } = await team();
    const operator = await buildOperator(api.db);
    for (const reader of [owner, manager, staff, operator]) {
      expect(expectSuccessData(await api.call('GET', `/v1/brands/${brand.id}/settings`, { headers: reader.headers }))).toEqual({ notification_emails: [], payout: null });
    }
  });

  it('answers another brand’s member like a missing brand (404), and a visitor 401', async () => {
    const { brand } = await team();
    const other = await team();
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${brand.id}/settings`, { headers: other.owner.headers }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${brand.id}/settings`), 401, 'UNAUTHORIZED');
  });
});

describe('PUT /v1/brands/{brandId}/settings/notifications', () => {
  it('stores up to 5 addresses lower-cased and once each', async () => {
    const { brand, manager } = await team();
    const data = expectSuccessData(
      await api.call('PUT', `/v1/brands/${brand.id}/settings/notifications`, { headers: manager.headers, body: { emails: ['Orders@Oak.test', 'orders@oak.test', ' ship@oak.test '] } }),
    );
    expect(data).toMatchObject({ notification_emails: ['orders@oak.test', 'ship@oak.test'] });
  });

  it('refuses a sixth address or a malformed one with 400 and keeps the old list', async () => {
    const { brand, owner } = await team();
    await api.call('PUT', `/v1/brands/${brand.id}/settings/notifications`, { headers: owner.headers, body: { emails: ['keep@oak.test'] } });
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `${x}@oak.test`);
    expectErrorEnvelope(await api.call('PUT', `/v1/brands/${brand.id}/settings/notifications`, { headers: owner.headers, body: { emails: six } }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await api.call('PUT', `/v1/brands/${brand.id}/settings/notifications`, { headers: owner.headers, body: { emails: ['nope'] } }), 400, 'VALIDATION_FAILED');
    expect(expectSuccessData(await api.call('GET', `/v1/brands/${brand.id}/settings`, { headers: owner.headers }))).toMatchObject({ notification_emails: ['keep@oak.test'] });
  });

  it('is for managers and owners: staff 403, operators 403, another brand 404', async () => {
    const { brand, staff } = await team();
    const other = await team();
    const operator = await buildOperator(api.db);
    const body = { emails: ['x@oak.test'] };
    expectErrorEnvelope(await api.call('PUT', `/v1/brands/${brand.id}/settings/notifications`, { headers: staff.headers, body }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('PUT', `/v1/brands/${brand.id}/settings/notifications`, { headers: operator.headers, body }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('PUT', `/v1/brands/${brand.id}/settings/notifications`, { headers: other.owner.headers, body }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('PUT', `/v1/brands/${brand.id}/settings/notifications`, { body }), 401, 'UNAUTHORIZED');
  });
});

describe('PUT /v1/brands/{brandId}/settings/payout', () => {
  it('stores an IBAN sealed and answers only its mask', async () => {
    const { brand, owner, staff } = await team();
    const answer = await api.call('PUT', `/v1/brands/${brand.id}/settings/payout`, { headers: owner.headers, body: { account_holder: 'Oak GmbH', country: 'DE', iban: 'de89 3704 0044 0532 0130 00' } });
    const data = expectSuccessData(answer) as { payout: { masked_account: string } };
    expect(data.payout).toMatchObject({ account_holder: 'Oak GmbH', country: 'DE', masked_account: '•••• 3000' });
    expect(answer.text).not.toContain('0532013000');
    const [row] = await api.db.select({ payout: brands.payout }).from(brands).where(eq(brands.id, brand.id));
    expect(JSON.stringify(row!.payout)).not.toContain('0532013000');
    expect(JSON.parse(openPayout(row!.payout!.sealed))).toEqual({ iban: IBAN });
    // Every member sees the mask, never the number.
    const read = await api.call('GET', `/v1/brands/${brand.id}/settings`, { headers: staff.headers });
    expect(read.text).not.toContain('0532013000');
    expect(read.text).toContain('•••• 3000');
  });

  it('stores a US routing and account number sealed', async () => {
    const { brand, owner } = await team();
    const answer = await api.call('PUT', `/v1/brands/${brand.id}/settings/payout`, { headers: owner.headers, body: US_PAYOUT });
    expect((expectSuccessData(answer) as { payout: { masked_account: string } }).payout.masked_account).toBe('•••• 4821');
    expect(answer.text).not.toContain('000123454821');
  });

  it('refuses a wrong IBAN checksum, a wrong routing number and a country without IBAN with 400', async () => {
    const { brand, owner } = await team();
    const put = (body: unknown) => api.call('PUT', `/v1/brands/${brand.id}/settings/payout`, { headers: owner.headers, body });
    const badIban = expectErrorEnvelope(await put({ account_holder: 'Oak GmbH', country: 'DE', iban: 'DE89370400440532013001' }), 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(badIban.data)).toMatch(/typo/);
    expectErrorEnvelope(await put({ ...US_PAYOUT, routing_number: '021000022' }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await put({ account_holder: 'Oak', country: 'JP', iban: IBAN }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await put({ account_holder: 'Oak GmbH', country: 'FR', iban: IBAN }), 400, 'VALIDATION_FAILED');
    expect(expectSuccessData(await api.call('GET', `/v1/brands/${brand.id}/settings`, { headers: owner.headers }))).toMatchObject({ payout: null });
  });

  it('is an owner’s: manager and staff 403, operators 403, another brand 404, visitor 401', async () => {
    const { brand, manager, staff } = await team();
    const other = await team();
    const operator = await buildOperator(api.db);
    const path = `/v1/brands/${brand.id}/settings/payout`;
    expectErrorEnvelope(await api.call('PUT', path, { headers: manager.headers, body: US_PAYOUT }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('PUT', path, { headers: staff.headers, body: US_PAYOUT }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('PUT', path, { headers: operator.headers, body: US_PAYOUT }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('PUT', path, { headers: other.owner.headers, body: US_PAYOUT }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('PUT', path, { body: US_PAYOUT }), 401, 'UNAUTHORIZED');
  });
});
