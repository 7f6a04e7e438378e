import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from '@/tests/integration/api/support/envelope';
import { buildBrand, buildPerson } from '@/tests/support/builders/brands';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildOrder } from '@/tests/support/builders/orders';
import { startBrandsApi, type BrandsApi } from '../brands/support/brands-api';

/*
 * Issue 17 item 6 for money: brand B's members ask for brand A's dashboard, statements and CSV by
 * A's id and get exactly the answer of a brand that does not exist; A's figures never show in B's.
 */

let api: BrandsApi;
let brandA: number;
let brandB: number;
let ownerOfB: Record<string, string>;
const MISSING = 999_999;
const PATHS = ['dashboard', 'dashboard?period=90', 'statements', 'statements/2026-10', 'statements/2026-10/csv'];

beforeAll(async () => {
  api = await startBrandsApi();
  const [vendorA, vendorB] = [await buildVendor(api.db), await buildVendor(api.db)];
  const [a, b] = [await buildPerson(api.db), await buildPerson(api.db)];
  ownerOfB = b.headers;
  brandA = (await buildBrand(api.db, { vendorId: vendorA.id, members: [{ customerId: a.customer.id, role: 'owner' }] })).id;
  brandB = (await buildBrand(api.db, { vendorId: vendorB.id, members: [{ customerId: b.customer.id, role: 'owner' }] })).id;
  await buildOrder(api.db, { paidAt: new Date('2026-10-05T10:00:00Z'), lines: [{ vendorCode: vendorA.code, unitPrice: 123_456 }] });
  await buildOrder(api.db, { paidAt: new Date(), lines: [{ vendorCode: vendorA.code, unitPrice: 123_456 }] });
});
afterAll(() => api?.close());

describe.each(PATHS)('GET /v1/brands/{id}/%s', (path) => {
  it('answers B’s owner for A’s id exactly as for a missing brand: 404', async () => {
    const forA = expectErrorEnvelope(await api.call('GET', `/v1/brands/${brandA}/${path}`, { headers: ownerOfB }), 404, 'NOT_FOUND');
    const forMissing = expectErrorEnvelope(await api.call('GET', `/v1/brands/${MISSING}/${path}`, { headers: ownerOfB }), 404, 'NOT_FOUND');
    expect(forA).toEqual(forMissing);
  });

  it('shows B nothing of A’s sales on B’s own id', async () => {
    const answer = await api.call('GET', `/v1/brands/${brandB}/${path}`, { headers: ownerOfB });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).not.toContain('123456');
    expect(answer.text).not.toContain('1234.56');
  });
});
