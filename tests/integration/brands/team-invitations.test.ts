import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { brandEvents, brandInvitations, brandMembers } from '@/server/db/schema/brands/brands';
import { hashToken } from '@/server/accounts/secret-hashing';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from './support/brands-api';
import { invitationTokenMailedTo, latestMailTo } from './support/team-mailbox';

/* Issue 16 item 1: owners invite teammates by e-mail; the link is single use, expires, and works
 * only for the address it was sent to. */

let api: BrandsApi;
beforeAll(async () => {
  api = await startBrandsApi();
});
afterAll(() => api.close());

async function brandWithOwner() {
  const owner = await buildPerson(api.db, { fullname: 'Olga Owner' });
  const brand = await buildBrand(api.db, { members: [{ customerId: owner.customer.id, role: 'owner' }] });
  return { owner, brand };
}

async function invite(brandId: number, headers: Record<string, string>, email: string, role = 'staff', locale?: string) {
  return api.call('POST', `/v1/brands/${brandId}/invitations`, { headers, body: { email, role }, locale });
}

describe('POST /v1/brands/{brandId}/invitations', () => {
  it('mails a single link to the invited address, in the inviter’s language, and stores only the token’s hash', async () => {
    const { owner, brand } = await brandWithOwner();
    const created = expectSuccessData(await invite(brand.id, owner.headers, 'New.Person@Example.test', 'manager', 'fr-FR'), 201) as { id: number; email: string; role: string; expires_at: string };
    expect(created).toMatchObject({ email: 'new.person@example.test', role: 'manager' });
    const days = (Date.parse(created.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await latestMailTo(api.db, 'new.person@example.test', 'brand-invitation');
    expect(mail?.language).toBe('fr');
    expect(mail?.subject).toContain(brand.displayName);
    const token = await invitationTokenMailedTo(api.db, 'new.person@example.test');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await api.db.select().from(brandInvitations).where(eq(brandInvitations.id, created.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const events = await api.db.select().from(brandEvents).where(and(eq(brandEvents.brandId, brand.id), eq(brandEvents.kind, 'member_invited')));
    expect(events).toHaveLength(1);
  });

  it('replaces a pending invitation to the same address: only the newest link works', async () => {
    const { owner, brand } = await brandWithOwner();
    const invitee = await buildPerson(api.db);
    await invite(brand.id, owner.headers, invitee.customer.email);
    const first = await invitationTokenMailedTo(api.db, invitee.customer.email);
    expectSuccessData(await invite(brand.id, owner.headers, invitee.customer.email, 'manager'), 201);
    const second = await invitationTokenMailedTo(api.db, invitee.customer.email);
    expect(second).not.toBe(first);
    expectErrorEnvelope(await api.call('GET', `/v1/brand-invitations/${first}`), 404, 'NOT_FOUND');
    expect(expectSuccessData(await api.call('GET', `/v1/brand-invitations/${second}`))).toMatchObject({ role: 'manager' });
    const team = expectSuccessData(await api.call('GET', `/v1/brands/${brand.id}/members`, { headers: owner.headers })) as { invitations: unknown[] };
    expect(team.invitations).toHaveLength(1);
  });

  it('refuses to invite someone who is already a member (409)', async () => {
    const { owner, brand } = await brandWithOwner();
    const member = await buildPerson(api.db);
    await api.db.insert(brandMembers).values({ brandId: brand.id, customerId: member.customer.id, role: 'staff' });
    const refused = expectErrorEnvelope(await invite(brand.id, owner.headers, member.customer.email.toUpperCase()), 409, 'CONFLICT');
    expect(refused.message).toMatch(/already a member/);
  });

  it('refuses a 21st pending invitation (409), and accepts again once one is revoked', async () => {
    const { owner, brand } = await brandWithOwner();
    let lastId = 0;
    for (let i = 0; i < 20; i += 1) lastId = (expectSuccessData(await invite(brand.id, owner.headers, `bulk${i}-${brand.id}@example.test`), 201) as { id: number }).id;
    expectErrorEnvelope(await invite(brand.id, owner.headers, `bulk-extra-${brand.id}@example.test`), 409, 'CONFLICT');
    expectSuccessData(await api.call('DELETE', `/v1/brands/${brand.id}/invitations/${lastId}`, { headers: owner.headers }));
    expectSuccessData(await invite(brand.id, owner.headers, `bulk-extra-${brand.id}@example.test`), 201);
  });

  it('answers a bad address or role with 400 and invites nobody', async () => {
    const { owner, brand } = await brandWithOwner();
    expectErrorEnvelope(await invite(brand.id, owner.headers, 'not-an-address'), 400);
    expectErrorEnvelope(await invite(brand.id, owner.headers, 'ok@example.test', 'operator'), 400);
    expect(await api.db.select().from(brandInvitations).where(eq(brandInvitations.brandId, brand.id))).toEqual([]);
  });

  it('is an owner’s: managers and staff get 403, operators 403, a visitor 401, another brand’s owner 404', async () => {
    const { brand } = await brandWithOwner();
    const manager = await buildPerson(api.db);
    const staff = await buildPerson(api.db);
    await api.db.insert(brandMembers).values([
      { brandId: brand.id, customerId: manager.customer.id, role: 'manager' },
      { brandId: brand.id, customerId: staff.customer.id, role: 'staff' },
    ]);
    const other = await brandWithOwner();
    const operator = await buildOperator(api.db);
    expectErrorEnvelope(await invite(brand.id, manager.headers, 'x1@example.test'), 403, 'FORBIDDEN');
    expectErrorEnvelope(await invite(brand.id, staff.headers, 'x2@example.test'), 403, 'FORBIDDEN');
    expectErrorEnvelope(await invite(brand.id, operator.headers, 'x3@example.test'), 403, 'FORBIDDEN');
    expectErrorEnvelope(await invite(brand.id, {}, 'x4@example.test'), 401, 'UNAUTHORIZED');
    expectErrorEnvelope(await invite(brand.id, other.owner.headers, 'x5@example.test'), 404, 'NOT_FOUND');
    expect(await api.db.select().from(brandInvitations).where(eq(brandInvitations.brandId, brand.id))).toEqual([]);
  });
});

describe('DELETE /v1/brands/{brandId}/invitations/{invitationId}', () => {
  it('revokes: the link stops working with the same answer as an unknown one', async () => {
    const { owner, brand } = await brandWithOwner();
    const { id } = expectSuccessData(await invite(brand.id, owner.headers, `revoked-${brand.id}@example.test`), 201) as { id: number };
    const token = await invitationTokenMailedTo(api.db, `revoked-${brand.id}@example.test`);
    expectSuccessData(await api.call('DELETE', `/v1/brands/${brand.id}/invitations/${id}`, { headers: owner.headers }));
    const revoked = expectErrorEnvelope(await api.call('GET', `/v1/brand-invitations/${token}`), 404, 'NOT_FOUND');
    const unknown = expectErrorEnvelope(await api.call('GET', `/v1/brand-invitations/${'x'.repeat(43)}`), 404, 'NOT_FOUND');
    expect(revoked.message).toBe(unknown.message);
    expect(revoked.message).toMatch(/new invitation/);
    expectErrorEnvelope(await api.call('DELETE', `/v1/brands/${brand.id}/invitations/${id}`, { headers: owner.headers }), 404, 'NOT_FOUND');
  });

  it('answers another brand’s invitation id with 404 and leaves it pending', async () => {
    const a = await brandWithOwner();
    const b = await brandWithOwner();
    const { id } = expectSuccessData(await invite(a.brand.id, a.owner.headers, `iso-${a.brand.id}@example.test`), 201) as { id: number };
    expectErrorEnvelope(await api.call('DELETE', `/v1/brands/${b.brand.id}/invitations/${id}`, { headers: b.owner.headers }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('DELETE', `/v1/brands/${a.brand.id}/invitations/${id}`, { headers: b.owner.headers }), 404, 'NOT_FOUND');
    const team = expectSuccessData(await api.call('GET', `/v1/brands/${a.brand.id}/members`, { headers: a.owner.headers })) as { invitations: { id: number }[] };
    expect(team.invitations.map((i) => i.id)).toEqual([id]);
  });
});

describe('GET /v1/brand-invitations/{token} and POST /v1/brand-invitations/accept', () => {
  it('previews the brand, role, inviter and expiry to anyone holding the link, without the inviter’s address', async () => {
    const { owner, brand } = await brandWithOwner();
    await invite(brand.id, owner.headers, `preview-${brand.id}@example.test`, 'manager');
    const token = await invitationTokenMailedTo(api.db, `preview-${brand.id}@example.test`);
    const preview = expectSuccessData(await api.call('GET', `/v1/brand-invitations/${token}`));
    expect(preview).toMatchObject({ brand_name: brand.displayName, role: 'manager', inviter_name: 'Olga Owner' });
    expect(JSON.stringify(preview)).not.toContain(owner.customer.email);
  });

  it('lets the invited address join once: the membership, the event and a mail to the inviter', async () => {
    const { owner, brand } = await brandWithOwner();
    const invitee = await buildPerson(api.db, { fullname: 'Ivan Invitee' });
    await invite(brand.id, owner.headers, invitee.customer.email, 'manager');
    const token = await invitationTokenMailedTo(api.db, invitee.customer.email);
    const joined = expectSuccessData(await api.call('POST', '/v1/brand-invitations/accept', { headers: invitee.headers, body: { token } }));
    expect(joined).toEqual({ brand_id: brand.id, brand_name: brand.displayName, role: 'manager' });

    const workspaces = expectSuccessData(await api.call('GET', '/v1/me/workspaces', { headers: invitee.headers })) as { brands: { id: number; role: string }[] };
    expect(workspaces.brands).toEqual([expect.objectContaining({ id: brand.id, role: 'manager' })]);
    expect(await api.db.select().from(brandEvents).where(and(eq(brandEvents.brandId, brand.id), eq(brandEvents.kind, 'member_joined')))).toHaveLength(1);
    expect((await latestMailTo(api.db, owner.customer.email, 'brand-member-joined'))?.subject).toContain('Ivan Invitee');

    const reused = expectErrorEnvelope(await api.call('POST', '/v1/brand-invitations/accept', { headers: invitee.headers, body: { token } }), 404, 'NOT_FOUND');
    expect(reused.message).toMatch(/new invitation/);
    expectErrorEnvelope(await api.call('GET', `/v1/brand-invitations/${token}`), 404, 'NOT_FOUND');
  });

  it('refuses another signed-in address with 403, names the mismatch without the invited address, and keeps the link usable', async () => {
    const { owner, brand } = await brandWithOwner();
    const invitee = await buildPerson(api.db);
    const stranger = await buildPerson(api.db);
    await invite(brand.id, owner.headers, invitee.customer.email);
    const token = await invitationTokenMailedTo(api.db, invitee.customer.email);
    const refused = expectErrorEnvelope(await api.call('POST', '/v1/brand-invitations/accept', { headers: stranger.headers, body: { token } }), 403, 'FORBIDDEN');
    expect(refused.message).toMatch(/another e-mail address/);
    expect(refused.message).not.toContain(invitee.customer.email);
    expect(await api.db.select().from(brandMembers).where(and(eq(brandMembers.brandId, brand.id), eq(brandMembers.customerId, stranger.customer.id)))).toEqual([]);
    expectSuccessData(await api.call('POST', '/v1/brand-invitations/accept', { headers: invitee.headers, body: { token } }));
  });

  it('refuses an expired link with the same 404 as an unknown one', async () => {
    const { owner, brand } = await brandWithOwner();
    const invitee = await buildPerson(api.db);
    const { id } = expectSuccessData(await invite(brand.id, owner.headers, invitee.customer.email), 201) as { id: number };
    const token = await invitationTokenMailedTo(api.db, invitee.customer.email);
    await api.db.update(brandInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(brandInvitations.id, id));
    expectErrorEnvelope(await api.call('GET', `/v1/brand-invitations/${token}`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('POST', '/v1/brand-invitations/accept', { headers: invitee.headers, body: { token } }), 404, 'NOT_FOUND');
    const team = expectSuccessData(await api.call('GET', `/v1/brands/${brand.id}/members`, { headers: owner.headers })) as { invitations: unknown[]; members: unknown[] };
    expect(team.invitations).toEqual([]);
    expect(team.members).toHaveLength(1);
  });

  it('lets exactly one of two concurrent accepts join', async () => {
    const { owner, brand } = await brandWithOwner();
    const invitee = await buildPerson(api.db);
    await invite(brand.id, owner.headers, invitee.customer.email);
    const token = await invitationTokenMailedTo(api.db, invitee.customer.email);
    const answers = await Promise.all([1, 2].map(() => api.call('POST', '/v1/brand-invitations/accept', { headers: invitee.headers, body: { token } })));
    // The loser is refused either way: it finds the invitation used (404) when the winner had
    // committed before it read it (PGlite runs one statement at a time), or finds itself a member
    // already (409) when both read it first and waited on the brand's lock (PostgreSQL).
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
    expect(await api.db.select().from(brandMembers).where(and(eq(brandMembers.brandId, brand.id), eq(brandMembers.customerId, invitee.customer.id)))).toHaveLength(1);
    expect(await api.db.select().from(brandEvents).where(and(eq(brandEvents.brandId, brand.id), eq(brandEvents.kind, 'member_joined')))).toHaveLength(1);
  });

  it('asks a visitor to sign in (401) before accepting, and answers malformed tokens with 404', async () => {
    expectErrorEnvelope(await api.call('POST', '/v1/brand-invitations/accept', { body: { token: 'x'.repeat(43) } }), 401, 'UNAUTHORIZED');
    const person = await buildPerson(api.db);
    expectErrorEnvelope(await api.call('POST', '/v1/brand-invitations/accept', { headers: person.headers, body: { token: 'not a token!' } }), 404, 'NOT_FOUND');
  });
});
