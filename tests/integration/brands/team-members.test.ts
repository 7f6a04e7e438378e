import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { brandEvents, brandMembers } from '@/server/db/schema/brands/brands';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from './support/brands-api';

/* Issue 16 item 1: the team of a brand, its roles, and removal that takes effect at the next
 * request whatever the removed person's token says. */

let api: BrandsApi;
beforeAll(async () => {
  api = await startBrandsApi();
});
afterAll(() => api.close());

async function team() {
  const owner = await buildPerson(api.db, { fullname: 'Olga Owner' });
  const manager = await buildPerson(api.db, { fullname: 'Mia Manager' });
  const staff = await buildPerson(api.db, { fullname: 'Sam Staff' });
  const brand = await buildBrand(api.db, {
    members: [
      { customerId: owner.customer.id, role: 'owner' },
      { customerId: manager.customer.id, role: 'manager' },
      { customerId: staff.customer.id, role: 'staff' },
    ],
  });
  return { brand, owner, manager, staff };
}

type TeamData = { members: { customer_id: number; name: string; email: string; role: string; since: string }[]; invitations: unknown[] };

describe('GET /v1/brands/{brandId}/members', () => {
  it('shows every member with name, e-mail, role and since, to each role and to operators', async () => {
    const { brand, owner, manager, staff } = await team();
    const operator = await buildOperator(api.db);
    for (const reader of [owner, manager, staff, operator]) {
      const data = expectSuccessData(await api.call('GET', `/v1/brands/${brand.id}/members`, { headers: reader.headers })) as TeamData;
      expect(data.members.map((m) => [m.name, m.email, m.role])).toEqual([
        ['Olga Owner', owner.customer.email, 'owner'],
        ['Mia Manager', manager.customer.email, 'manager'],
        ['Sam Staff', staff.customer.email, 'staff'],
      ]);
      expect(Date.parse(data.members[0]!.since)).not.toBeNaN();
    }
  });

  it('answers a member of another brand and an unknown brand with the same 404, and a visitor with 401', async () => {
    const { brand } = await team();
    const other = await team();
    const foreign = expectErrorEnvelope(await api.call('GET', `/v1/brands/${brand.id}/members`, { headers: other.owner.headers }), 404, 'NOT_FOUND');
    const missing = expectErrorEnvelope(await api.call('GET', '/v1/brands/999999/members', { headers: other.owner.headers }), 404, 'NOT_FOUND');
    expect(foreign.message).toBe(missing.message);
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${brand.id}/members`), 401, 'UNAUTHORIZED');
  });
});

describe('PUT /v1/brands/{brandId}/members/{customerId}', () => {
  it('lets an owner change a role, recorded as role_changed', async () => {
    const { brand, owner, staff } = await team();
    const changed = expectSuccessData(await api.call('PUT', `/v1/brands/${brand.id}/members/${staff.customer.id}`, { headers: owner.headers, body: { role: 'manager' } }));
    expect(changed).toMatchObject({ customer_id: staff.customer.id, role: 'manager', name: 'Sam Staff' });
    expect(await api.db.select().from(brandEvents).where(and(eq(brandEvents.brandId, brand.id), eq(brandEvents.kind, 'role_changed')))).toHaveLength(1);
  });

  it('never demotes the last owner (409), and does once a second owner exists', async () => {
    const { brand, owner, manager } = await team();
    const refused = expectErrorEnvelope(await api.call('PUT', `/v1/brands/${brand.id}/members/${owner.customer.id}`, { headers: owner.headers, body: { role: 'manager' } }), 409, 'CONFLICT');
    expect(refused.message).toMatch(/at least one owner/);
    expectSuccessData(await api.call('PUT', `/v1/brands/${brand.id}/members/${manager.customer.id}`, { headers: owner.headers, body: { role: 'owner' } }));
    expectSuccessData(await api.call('PUT', `/v1/brands/${brand.id}/members/${owner.customer.id}`, { headers: owner.headers, body: { role: 'staff' } }));
  });

  it('is an owner’s: manager and staff 403, operator 403, another brand’s owner 404, a non-member id 404', async () => {
    const { brand, owner, manager, staff } = await team();
    const other = await team();
    const operator = await buildOperator(api.db);
    const path = `/v1/brands/${brand.id}/members/${staff.customer.id}`;
    expectErrorEnvelope(await api.call('PUT', path, { headers: manager.headers, body: { role: 'owner' } }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('PUT', path, { headers: staff.headers, body: { role: 'owner' } }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('PUT', path, { headers: operator.headers, body: { role: 'owner' } }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('PUT', path, { headers: other.owner.headers, body: { role: 'owner' } }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('PUT', path, { body: { role: 'owner' } }), 401, 'UNAUTHORIZED');
    // B's member id on A's brand: not A's member, the same 404.
    expectErrorEnvelope(await api.call('PUT', `/v1/brands/${brand.id}/members/${other.staff.customer.id}`, { headers: owner.headers, body: { role: 'owner' } }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('PUT', path, { headers: owner.headers, body: { role: 'admin' } }), 400);
    const [row] = await api.db.select().from(brandMembers).where(and(eq(brandMembers.brandId, brand.id), eq(brandMembers.customerId, staff.customer.id)));
    expect(row!.role).toBe('staff');
  });
});

describe('DELETE /v1/brands/{brandId}/members/{customerId}', () => {
  it('removes a member, who is refused with 404 at their next request while their token is still valid', async () => {
    const { brand, owner, manager } = await team();
    expectSuccessData(await api.call('GET', `/v1/brands/${brand.id}/settings`, { headers: manager.headers }));
    expect(expectSuccessData(await api.call('DELETE', `/v1/brands/${brand.id}/members/${manager.customer.id}`, { headers: owner.headers }))).toEqual({ removed: true, left: false });
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${brand.id}/settings`, { headers: manager.headers }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${brand.id}/members`, { headers: manager.headers }), 404, 'NOT_FOUND');
    expect(await api.db.select().from(brandEvents).where(and(eq(brandEvents.brandId, brand.id), eq(brandEvents.kind, 'member_removed')))).toHaveLength(1);
  });

  it('lets any member leave, but not the last owner (409)', async () => {
    const { brand, owner, staff } = await team();
    expect(expectSuccessData(await api.call('DELETE', `/v1/brands/${brand.id}/members/${staff.customer.id}`, { headers: staff.headers }))).toEqual({ removed: true, left: true });
    const refused = expectErrorEnvelope(await api.call('DELETE', `/v1/brands/${brand.id}/members/${owner.customer.id}`, { headers: owner.headers }), 409, 'CONFLICT');
    expect(refused.message).toMatch(/only owner/);
  });

  it('refuses removing someone else to managers and staff (403), operators (403), another brand (404)', async () => {
    const { brand, owner, manager, staff } = await team();
    const other = await team();
    const operator = await buildOperator(api.db);
    expectErrorEnvelope(await api.call('DELETE', `/v1/brands/${brand.id}/members/${staff.customer.id}`, { headers: manager.headers }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('DELETE', `/v1/brands/${brand.id}/members/${owner.customer.id}`, { headers: staff.headers }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('DELETE', `/v1/brands/${brand.id}/members/${staff.customer.id}`, { headers: operator.headers }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('DELETE', `/v1/brands/${brand.id}/members/${staff.customer.id}`, { headers: other.owner.headers }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('DELETE', `/v1/brands/${brand.id}/members/${staff.customer.id}`), 401, 'UNAUTHORIZED');
    expectErrorEnvelope(await api.call('DELETE', `/v1/brands/${brand.id}/members/${other.staff.customer.id}`, { headers: owner.headers }), 404, 'NOT_FOUND');
    expect(await api.db.select().from(brandMembers).where(eq(brandMembers.brandId, brand.id))).toHaveLength(3);
    expect(await api.db.select().from(brandMembers).where(eq(brandMembers.brandId, other.brand.id))).toHaveLength(3);
  });
});
