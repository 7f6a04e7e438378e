import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brandEvents, brands } from '@/server/db/schema/brands/brands';
import { vendors, vendorTranslations } from '@/server/db/schema/catalog/catalog';
import { buildBrand } from '@/tests/support/builders/brands';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from './support/brands-api';
import { buildBrandTeam, buildBrandWithStore, buildOperator, buildPerson, DESCRIPTION, freshSlug } from './support/profile-setup';

/* Issue 16 item 3: a brand opens its store and edits its name, descriptions and policies. */

let api: BrandsApi;
beforeAll(async () => {
  api = await startBrandsApi();
});
afterAll(() => api.close());

type Profile = { has_store: boolean; name: string; slug: string | null; store_url: string | null; description: Record<string, string>; policies: Record<string, Record<string, string>> };

const POLICIES = {
  shipping: { en: 'Ships from Porto in 5 days.', fr: 'Expédié de Porto en 5 jours.', de: 'Versand aus Porto in 5 Tagen.' },
  returns: { en: '30 days, free.', fr: '30 jours, gratuit.', de: '30 Tage, kostenlos.' },
  warranty: { en: '', fr: '', de: '' },
};

describe('POST /v1/brands/{brandId}/store', () => {
  it('opens the store of an approved brand: a catalog vendor in three languages, with the brand’s country', async () => {
    const team = await buildBrandTeam(api);
    const slug = freshSlug();
    const profile = expectSuccessData(
      await api.call('POST', `/v1/brands/${team.brand.id}/store`, { headers: team.manager.headers, body: { name: 'Oak Studio', slug, description: DESCRIPTION } }),
      201,
    ) as Profile;
    expect(profile).toMatchObject({ has_store: true, name: 'Oak Studio', slug, store_url: `/store/${slug}`, description: DESCRIPTION });
    const [brand] = await api.db.select().from(brands).where(eq(brands.id, team.brand.id));
    const [vendor] = await api.db.select().from(vendors).where(eq(vendors.id, brand!.vendorId!));
    expect(vendor).toMatchObject({ slug, isActive: true, countryCode: 'PT', code: slug.replace(/-/g, '_').toUpperCase() });
    expect((await api.db.select().from(vendorTranslations).where(eq(vendorTranslations.vendorId, vendor!.id))).length).toBe(3);
    const events = await api.db.select().from(brandEvents).where(eq(brandEvents.brandId, team.brand.id));
    expect(events.map((e) => e.kind)).toContain('store_created');
  });

  it('refuses a second store with 409', async () => {
    const team = await buildBrandWithStore(api);
    expectErrorEnvelope(await api.call('POST', `/v1/brands/${team.brand.id}/store`, { headers: team.owner.headers, body: { name: 'Again', slug: freshSlug(), description: DESCRIPTION } }), 409, 'CONFLICT');
  });

  it('refuses a brand that is not approved yet with 409, and creates nothing', async () => {
    const team = await buildBrandTeam(api, { status: 'applied' });
    const slug = freshSlug();
    expectErrorEnvelope(await api.call('POST', `/v1/brands/${team.brand.id}/store`, { headers: team.owner.headers, body: { name: 'Early', slug, description: DESCRIPTION } }), 409, 'CONFLICT');
    expect(await api.db.select().from(vendors).where(eq(vendors.slug, slug))).toEqual([]);
  });

  it('refuses an address another store holds (409) or that breaks the rules (422)', async () => {
    const other = await buildBrandWithStore(api);
    const team = await buildBrandTeam(api);
    const url = `/v1/brands/${team.brand.id}/store`;
    expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: { name: 'Copy', slug: other.slug, description: DESCRIPTION } }), 409, 'CONFLICT');
    for (const slug of ['ab', 'admin', '-oak', 'oak--desk', 'Oak Desk', 'help-center']) {
      expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: { name: 'Bad', slug, description: DESCRIPTION } }), 422, 'UNPROCESSABLE');
    }
  });

  it('refuses staff with 403', async () => {
    const team = await buildBrandTeam(api);
    expectErrorEnvelope(await api.call('POST', `/v1/brands/${team.brand.id}/store`, { headers: team.staff.headers, body: { name: 'Staff', slug: freshSlug(), description: DESCRIPTION } }), 403, 'FORBIDDEN');
  });
});

describe('GET and PUT /v1/brands/{brandId}/profile', () => {
  it('renames the store and rewrites its descriptions; staff and operators read it', async () => {
    const team = await buildBrandWithStore(api);
    const description = { en: 'Oak and walnut.', fr: 'Chêne et noyer.', de: 'Eiche und Nussbaum.' };
    const saved = expectSuccessData(await api.call('PUT', `/v1/brands/${team.brand.id}/profile`, { headers: team.manager.headers, body: { name: 'Oak & Walnut', description } })) as Profile;
    expect(saved).toMatchObject({ name: 'Oak & Walnut', description });
    const operator = await buildOperator(api.db);
    for (const reader of [team.staff, operator]) {
      expect(expectSuccessData(await api.call('GET', `/v1/brands/${team.brand.id}/profile`, { headers: reader.headers }))).toMatchObject({ name: 'Oak & Walnut', description, slug: team.slug });
    }
  });

  it('answers a brand without store with has_store false and its brand name', async () => {
    const team = await buildBrandTeam(api);
    expect(expectSuccessData(await api.call('GET', `/v1/brands/${team.brand.id}/profile`, { headers: team.staff.headers }))).toMatchObject({ has_store: false, slug: null, name: team.brand.displayName });
  });

  it('refuses control characters, an empty name and overlong texts with 400, changing nothing', async () => {
    const team = await buildBrandWithStore(api);
    const url = `/v1/brands/${team.brand.id}/profile`;
    expectErrorEnvelope(await api.call('PUT', url, { headers: team.owner.headers, body: { name: 'Oak\u0007', description: DESCRIPTION } }), 400);
    expectErrorEnvelope(await api.call('PUT', url, { headers: team.owner.headers, body: { name: ' ', description: DESCRIPTION } }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await api.call('PUT', url, { headers: team.owner.headers, body: { name: 'Oak', description: { ...DESCRIPTION, de: 'x'.repeat(2001) } } }), 400, 'VALIDATION_FAILED');
    expect(expectSuccessData(await api.call('GET', url, { headers: team.owner.headers }))).toMatchObject({ name: 'Oak Studio' });
  });

  it('refuses a profile edit before the store exists with 409', async () => {
    const team = await buildBrandTeam(api);
    expectErrorEnvelope(await api.call('PUT', `/v1/brands/${team.brand.id}/profile`, { headers: team.owner.headers, body: { name: 'Oak', description: DESCRIPTION } }), 409, 'CONFLICT');
  });
});

describe('PUT /v1/brands/{brandId}/policies', () => {
  it('stores shipping, returns and warranty in three languages; an empty text says nothing', async () => {
    const team = await buildBrandWithStore(api);
    const saved = expectSuccessData(await api.call('PUT', `/v1/brands/${team.brand.id}/policies`, { headers: team.manager.headers, body: POLICIES })) as Profile;
    expect(saved.policies).toEqual(POLICIES);
  });

  it('refuses a policy over 4000 characters with 400', async () => {
    const team = await buildBrandWithStore(api);
    const body = { ...POLICIES, returns: { ...POLICIES.returns, fr: 'x'.repeat(4001) } };
    expectErrorEnvelope(await api.call('PUT', `/v1/brands/${team.brand.id}/policies`, { headers: team.manager.headers, body }), 400, 'VALIDATION_FAILED');
  });
});

describe('isolation of the profile', () => {
  it('a member of brand B gets the same 404 on brand A as on a missing brand, for every operation', async () => {
    const a = await buildBrandWithStore(api);
    const b = await buildBrandWithStore(api);
    const calls: [string, string, unknown][] = [
      ['GET', 'profile', undefined],
      ['PUT', 'profile', { name: 'Taken over', description: DESCRIPTION }],
      ['PUT', 'policies', POLICIES],
      ['PUT', 'theme', { accent_color: '#1d4ed8' }],
      ['PUT', 'slug', { slug: freshSlug() }],
      ['POST', 'store', { name: 'Second', slug: freshSlug(), description: DESCRIPTION }],
      ['POST', 'pictures', { kind: 'logo', content_type: 'image/png', data_base64: 'iVBORw0KGgo=' }],
      ['DELETE', 'pictures/logo', undefined],
    ];
    for (const [method, path, body] of calls) {
      const foreign = expectErrorEnvelope(await api.call(method, `/v1/brands/${a.brand.id}/${path}`, { headers: b.owner.headers, body }), 404, 'NOT_FOUND');
      const missing = expectErrorEnvelope(await api.call(method, `/v1/brands/999999/${path}`, { headers: b.owner.headers, body }), 404, 'NOT_FOUND');
      expect(foreign.message).toBe(missing.message);
    }
    expect(expectSuccessData(await api.call('GET', `/v1/brands/${a.brand.id}/profile`, { headers: a.owner.headers }))).toMatchObject({ name: 'Oak Studio', slug: a.slug });
  });

  it('staff may read but not write (403); operators read, never write (403); visitors get 401', async () => {
    const team = await buildBrandWithStore(api);
    const operator = await buildOperator(api.db);
    const writes: [string, string, unknown][] = [
      ['PUT', 'profile', { name: 'Staff edit', description: DESCRIPTION }],
      ['PUT', 'policies', POLICIES],
      ['PUT', 'theme', { accent_color: '#1d4ed8' }],
      ['PUT', 'slug', { slug: freshSlug() }],
      ['POST', 'pictures', { kind: 'logo', content_type: 'image/png', data_base64: 'iVBORw0KGgo=' }],
      ['DELETE', 'pictures/logo', undefined],
    ];
    for (const [method, path, body] of writes) {
      expectErrorEnvelope(await api.call(method, `/v1/brands/${team.brand.id}/${path}`, { headers: team.staff.headers, body }), 403, 'FORBIDDEN');
      expectErrorEnvelope(await api.call(method, `/v1/brands/${team.brand.id}/${path}`, { headers: operator.headers, body }), 403, 'FORBIDDEN');
      expectErrorEnvelope(await api.call(method, `/v1/brands/${team.brand.id}/${path}`, { body }), 401, 'UNAUTHORIZED');
    }
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${team.brand.id}/profile`), 401, 'UNAUTHORIZED');
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${team.brand.id}/profile`, { headers: (await buildPerson(api.db)).headers }), 404, 'NOT_FOUND');
  });

  it('only owners move the store (managers get 403)', async () => {
    const team = await buildBrandWithStore(api);
    expectErrorEnvelope(await api.call('PUT', `/v1/brands/${team.brand.id}/slug`, { headers: team.manager.headers, body: { slug: freshSlug() } }), 403, 'FORBIDDEN');
  });

  it('a brand of another status is still isolated: a suspended brand’s members keep reading', async () => {
    const person = await buildPerson(api.db);
    const brand = await buildBrand(api.db, { status: 'suspended', members: [{ customerId: person.customer.id, role: 'owner' }] });
    expectSuccessData(await api.call('GET', `/v1/brands/${brand.id}/profile`, { headers: person.headers }));
  });
});
