import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandCommissionSchema } from '@/lib/contracts/brands/money-schemas';
import { DEFAULT_COMMISSION_BPS } from '@/lib/money/commission';
import { vendors } from '@/server/db/schema/catalog/catalog';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { buildVendor } from '@/tests/support/builders/catalog';
import { startBrandsApi, type BrandsApi } from '../brands/support/brands-api';

/* Issue 17 item 5: operators set a brand's commission; every change is kept with who and when. */

let api: BrandsApi;
let brandId: number;
let vendorId: number;
let operator: { customer: { email: string }; headers: Record<string, string> };
let owner: Record<string, string>;

beforeAll(async () => {
  api = await startBrandsApi();
  vendorId = (await buildVendor(api.db)).id;
  const person = await buildPerson(api.db);
  owner = person.headers;
  operator = await buildOperator(api.db);
  brandId = (await buildBrand(api.db, { vendorId, members: [{ customerId: person.customer.id, role: 'owner' }] })).id;
});
afterAll(() => api?.close());

const path = () => `/v1/admin/brands/${brandId}/commission`;

describe('a brand’s commission', () => {
  it('starts at the default rate, with no history', async () => {
    const answer = brandCommissionSchema.parse(expectSuccessData(await api.call('GET', path(), { headers: operator.headers })));
    expect(answer).toEqual({ brand_id: brandId, has_store: true, commission_bps: DEFAULT_COMMISSION_BPS, default_bps: DEFAULT_COMMISSION_BPS, history: [] });
  });

  it('is set by an operator, on the vendor row ordering reads, with who and when', async () => {
    const answer = brandCommissionSchema.parse(expectSuccessData(await api.call('PUT', path(), { headers: operator.headers, body: { commission_bps: 1250 } })));
    expect(answer.commission_bps).toBe(1250);
    expect(answer.history).toEqual([{ from_bps: DEFAULT_COMMISSION_BPS, to_bps: 1250, changed_by: operator.customer.email, changed_at: expect.any(String) }]);
    const [row] = await api.db.select({ bps: vendors.commissionBps }).from(vendors).where(eq(vendors.id, vendorId));
    expect(row!.bps).toBe(1250);
  });

  it('writes no history for the same rate again; the newest change comes first', async () => {
    expectSuccessData(await api.call('PUT', path(), { headers: operator.headers, body: { commission_bps: 1250 } }));
    const answer = brandCommissionSchema.parse(expectSuccessData(await api.call('PUT', path(), { headers: operator.headers, body: { commission_bps: 900 } })));
    expect(answer.history.map((change) => [change.from_bps, change.to_bps])).toEqual([
      [1250, 900],
      [DEFAULT_COMMISSION_BPS, 1250],
    ]);
  });

  it.each([[-1], [10_001], [12.5], ['15%'], [null]])('refuses %j with a 400 envelope and changes nothing', async (value) => {
    expectErrorEnvelope(await api.call('PUT', path(), { headers: operator.headers, body: { commission_bps: value } }), 400);
    const [row] = await api.db.select({ bps: vendors.commissionBps }).from(vendors).where(eq(vendors.id, vendorId));
    expect(row!.bps).toBe(900);
  });

  it('is for operators only: the brand’s owner cannot read or change it', async () => {
    expectErrorEnvelope(await api.call('GET', path(), { headers: owner }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('PUT', path(), { headers: owner, body: { commission_bps: 0 } }), 403, 'FORBIDDEN');
  });

  it('answers 409 for a brand without a store and 404 for a missing brand', async () => {
    const noStore = await buildBrand(api.db, {});
    const answer = brandCommissionSchema.parse(expectSuccessData(await api.call('GET', `/v1/admin/brands/${noStore.id}/commission`, { headers: operator.headers })));
    expect(answer).toMatchObject({ has_store: false, commission_bps: null });
    expectErrorEnvelope(await api.call('PUT', `/v1/admin/brands/${noStore.id}/commission`, { headers: operator.headers, body: { commission_bps: 1000 } }), 409, 'CONFLICT');
    expectErrorEnvelope(await api.call('PUT', '/v1/admin/brands/999999/commission', { headers: operator.headers, body: { commission_bps: 1000 } }), 404, 'NOT_FOUND');
  });
});
