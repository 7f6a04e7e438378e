import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { brandEvents, brands } from '@/server/db/schema/brands/brands';
import { mailOutbox } from '@/server/db/schema/notifications/mail';
import { vendors } from '@/server/db/schema/catalog/catalog';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from './support/brands-api';

/* Issue 16 items 2 and 4: operators list brands, read one, suspend it with a reason and reinstate it. */

interface Detail {
  id: number;
  status: string;
  review_note: string;
  members: number;
  store: { slug: string; is_open: boolean } | null;
  history: { kind: string; note: string; by_operator: boolean }[];
}

let api: BrandsApi;
let operator: Awaited<ReturnType<typeof buildOperator>>;
beforeAll(async () => {
  api = await startBrandsApi();
  operator = await buildOperator(api.db);
});
afterAll(() => api.close());

const suspend = (brandId: number, note: unknown, headers = operator.headers) => api.call('POST', `/v1/admin/brands/${brandId}/suspension`, { body: { note }, headers });
const reinstate = (brandId: number, headers = operator.headers) => api.call('DELETE', `/v1/admin/brands/${brandId}/suspension`, { headers });
const statusOf = async (brandId: number) => (await api.db.select({ status: brands.status }).from(brands).where(eq(brands.id, brandId)))[0]?.status;
const mailsTo = (email: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

async function brandWithStore(options: { ownerLanguage?: string } = {}) {
  const owner = await buildPerson(api.db, { language: options.ownerLanguage ?? 'en' });
  const manager = await buildPerson(api.db);
  const vendor = await buildVendor(api.db);
  const brand = await buildBrand(api.db, {
    vendorId: vendor.id,
    members: [
      { customerId: owner.customer.id, role: 'owner' },
      { customerId: manager.customer.id, role: 'manager' },
    ],
  });
  return { brand, vendor, owner, manager };
}

describe('GET /v1/admin/brands', () => {
  it('lists approved and suspended brands only, filters by status and searches names and e-mail', async () => {
    const marker = `zq${Date.now()}`;
    const approved = await buildBrand(api.db, { overrides: { displayName: `Walnut ${marker}` } });
    const suspended = await buildBrand(api.db, { status: 'suspended', overrides: { legalName: `Birch ${marker} GmbH` } });
    await buildBrand(api.db, { status: 'applied', overrides: { displayName: `Applied ${marker}` } });
    const byMail = await buildBrand(api.db, { overrides: { contactEmail: `sales@${marker}.example` } });
    type List = { items: { id: number; status: string; members: number }[]; total: number; per_page: number };
    const all = expectSuccessData(await api.call('GET', `/v1/admin/brands?q=${marker}`, { headers: operator.headers })) as List;
    expect(all.items.map((item) => item.id).sort()).toEqual([approved.id, suspended.id, byMail.id].sort());
    expect(all.total).toBe(3);
    const onlySuspended = expectSuccessData(await api.call('GET', `/v1/admin/brands?status=suspended&q=${marker}`, { headers: operator.headers })) as List;
    expect(onlySuspended.items.map((item) => item.id)).toEqual([suspended.id]);
    expect(all.per_page).toBe(20);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const list = expectSuccessData(await api.call('GET', '/v1/admin/brands?q=%25%25_', { headers: operator.headers })) as { items: unknown[] };
    expect(list.items).toEqual([]);
  });

  it('refuses an unknown status with 400', async () => {
    expectErrorEnvelope(await api.call('GET', '/v1/admin/brands?status=applied', { headers: operator.headers }), 400);
  });

  it('is for operators: 401 without a token, 403 for a customer', async () => {
    const customer = await buildPerson(api.db);
    expectErrorEnvelope(await api.call('GET', '/v1/admin/brands'), 401, 'UNAUTHORIZED');
    expectErrorEnvelope(await api.call('GET', '/v1/admin/brands', { headers: customer.headers }), 403, 'FORBIDDEN');
  });
});

describe('GET /v1/admin/brands/{brandId}', () => {
  it('shows the brand with its members count and store, and 404 for an unknown id', async () => {
    const { brand, vendor } = await brandWithStore();
    const detail = expectSuccessData(await api.call('GET', `/v1/admin/brands/${brand.id}`, { headers: operator.headers })) as Detail;
    expect(detail).toMatchObject({ id: brand.id, status: 'approved', members: 2, store: { slug: vendor.code.toLowerCase(), is_open: true } });
    expectErrorEnvelope(await api.call('GET', '/v1/admin/brands/999999', { headers: operator.headers }), 404, 'NOT_FOUND');
  });
});

describe('suspension', () => {
  it('suspends an approved brand: status, note, history, the store closes and each owner is told in their language', async () => {
    const { brand, vendor, owner, manager } = await brandWithStore({ ownerLanguage: 'fr' });
    const note = 'Certificates reported as counterfeit; send the originals.';
    const detail = expectSuccessData(await suspend(brand.id, note)) as Detail;
    expect(detail).toMatchObject({ status: 'suspended', review_note: note, store: { is_open: false } });
    expect(detail.history[0]).toMatchObject({ kind: 'suspended', note, by_operator: true });
    const [store] = await api.db.select({ isActive: vendors.isActive }).from(vendors).where(eq(vendors.id, vendor.id));
    expect(store?.isActive).toBe(false);
    const [event] = await api.db.select().from(brandEvents).where(and(eq(brandEvents.brandId, brand.id), eq(brandEvents.kind, 'suspended')));
    expect(event?.actorCustomerId).toBe(operator.customer.id);
    const [mail] = await mailsTo(owner.customer.email);
    expect(mail).toMatchObject({ template: 'brand-suspended', language: 'fr' });
    expect(mail?.textBody).toContain(note);
    expect(await mailsTo(manager.customer.email)).toEqual([]);
  });

  it('requires a note, and changes nothing without one', async () => {
    const { brand } = await brandWithStore();
    expectErrorEnvelope(await suspend(brand.id, '  '), 400);
    expectErrorEnvelope(await api.call('POST', `/v1/admin/brands/${brand.id}/suspension`, { body: {}, headers: operator.headers }), 400);
    expect(await statusOf(brand.id)).toBe('approved');
  });

  it('answers 409 for a brand that is not approved, and 404 for an unknown one', async () => {
    for (const status of ['applied', 'changes_requested', 'rejected', 'draft', 'suspended'] as const) {
      const brand = await buildBrand(api.db, { status });
      expectErrorEnvelope(await suspend(brand.id, 'A reason long enough.'), 409, 'CONFLICT');
      expect(await statusOf(brand.id)).toBe(status);
    }
    expectErrorEnvelope(await suspend(999_999, 'A reason long enough.'), 404, 'NOT_FOUND');
  });

  it('suspends once when two operators act at the same time', async () => {
    const { brand } = await brandWithStore();
    const other = await buildOperator(api.db);
    const answers = await Promise.all([suspend(brand.id, 'First reason, long enough.'), suspend(brand.id, 'Second reason, long enough.', other.headers)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const events = await api.db.select().from(brandEvents).where(and(eq(brandEvents.brandId, brand.id), eq(brandEvents.kind, 'suspended')));
    expect(events).toHaveLength(1);
  });

  it('reinstates a suspended brand: approved again, the store opens, owners are told; 409 when not suspended', async () => {
    const { brand, owner } = await brandWithStore({ ownerLanguage: 'de' });
    expectErrorEnvelope(await reinstate(brand.id), 409, 'CONFLICT');
    expectSuccessData(await suspend(brand.id, 'Temporary check of documents.'));
    const detail = expectSuccessData(await reinstate(brand.id)) as Detail;
    expect(detail).toMatchObject({ status: 'approved', store: { is_open: true } });
    expect(detail.history.map((entry) => entry.kind).slice(0, 2)).toEqual(['reinstated', 'suspended']);
    const mails = await mailsTo(owner.customer.email);
    expect(mails.map((mail) => [mail.template, mail.language]).sort()).toEqual([['brand-reinstated', 'de'], ['brand-suspended', 'de']]);
  });

  it('suspends a brand that has no store yet without touching any vendor', async () => {
    const brand = await buildBrand(api.db);
    expect((expectSuccessData(await suspend(brand.id, 'No store yet, still suspended.')) as Detail).store).toBeNull();
  });

  it('is refused to an owner of the brand (403): suspension is the operators’ decision', async () => {
    const { brand, owner } = await brandWithStore();
    expectErrorEnvelope(await suspend(brand.id, 'An owner cannot do this.', owner.headers), 403, 'FORBIDDEN');
    expect(await statusOf(brand.id)).toBe('approved');
  });
});

describe('GET /v1/admin/overview', () => {
  it('counts applications waiting and brands by status', async () => {
    const before = expectSuccessData(await api.call('GET', '/v1/admin/overview', { headers: operator.headers })) as Record<string, number>;
    await buildBrand(api.db, { status: 'applied' });
    await buildBrand(api.db, { status: 'suspended' });
    const after = expectSuccessData(await api.call('GET', '/v1/admin/overview', { headers: operator.headers })) as Record<string, number>;
    expect(after.applications_waiting).toBe(before.applications_waiting! + 1);
    expect(after.suspended).toBe(before.suspended! + 1);
    expect(after.approved).toBe(before.approved);
  });
});
