import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brandMembers } from '@/server/db/schema/brands/brands';
import { operators } from '@/server/db/schema/accounts/operators';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from './support/brands-api';

/* Issue 16 item 1: where a person may work is read from the database on every request. */

let api: BrandsApi;
beforeAll(async () => {
  api = await startBrandsApi();
});
afterAll(() => api.close());

describe('GET /v1/me/workspaces', () => {
  it('lists every brand a person belongs to, with their role in each', async () => {
    const person = await buildPerson(api.db);
    const oak = await buildBrand(api.db, { members: [{ customerId: person.customer.id, role: 'owner' }] });
    const pine = await buildBrand(api.db, { status: 'applied', members: [{ customerId: person.customer.id, role: 'staff' }] });
    await buildBrand(api.db); // someone else's
    const data = expectSuccessData(await api.call('GET', '/v1/me/workspaces', { headers: person.headers })) as { operator: boolean; brands: { id: number; role: string; status: string }[] };
    expect(data.operator).toBe(false);
    expect(data.brands.map((b) => [b.id, b.role, b.status]).sort()).toEqual([
      [oak.id, 'owner', 'approved'],
      [pine.id, 'staff', 'applied'],
    ].sort());
  });

  it('forgets a removed member at the next request, while their token is still valid', async () => {
    const person = await buildPerson(api.db);
    const brand = await buildBrand(api.db, { members: [{ customerId: person.customer.id, role: 'manager' }] });
    await api.db.delete(brandMembers).where(eq(brandMembers.brandId, brand.id));
    const data = expectSuccessData(await api.call('GET', '/v1/me/workspaces', { headers: person.headers })) as { brands: unknown[] };
    expect(data.brands).toEqual([]);
  });

  it('says operator only while the operators list holds the account', async () => {
    const operator = await buildOperator(api.db);
    expect((expectSuccessData(await api.call('GET', '/v1/me/workspaces', { headers: operator.headers })) as { operator: boolean }).operator).toBe(true);
    await api.db.delete(operators).where(eq(operators.customerId, operator.customer.id));
    expect((expectSuccessData(await api.call('GET', '/v1/me/workspaces', { headers: operator.headers })) as { operator: boolean }).operator).toBe(false);
  });

  it('refuses a visitor with 401', async () => {
    expectErrorEnvelope(await api.call('GET', '/v1/me/workspaces'), 401, 'UNAUTHORIZED');
  });
});
