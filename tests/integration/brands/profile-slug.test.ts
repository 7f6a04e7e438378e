import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brandEvents } from '@/server/db/schema/brands/brands';
import { vendorSlugAliases } from '@/server/db/schema/catalog/catalog';
import { findVendorByAlias } from '@/server/catalog/vendors/find-vendor-by-alias';
import { getVendorStaticProps } from '@/server/pages/vendor-page-props';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from './support/brands-api';
import { buildBrandWithStore, buildPerson, freshSlug } from './support/profile-setup';

/* Issue 16 item 3: /brand/edit/slug. A store address is unique among stores and the addresses
 * they left; the old one redirects permanently. */

let api: BrandsApi;
beforeAll(async () => {
  api = await startBrandsApi();
});
afterAll(() => api.close());

const availability = async (slug: string, headers: Record<string, string>) =>
  expectSuccessData(await api.call('GET', `/v1/brands/slug-availability?slug=${encodeURIComponent(slug)}`, { headers })) as { available: boolean; reason: string | null; message: string | null };

describe('GET /v1/brands/slug-availability', () => {
  it('says free, taken or which rule is broken, without naming the brand that holds it', async () => {
    const team = await buildBrandWithStore(api);
    const someone = await buildPerson(api.db);
    expect(await availability(freshSlug(), someone.headers)).toMatchObject({ available: true, reason: null });
    const taken = await availability(team.slug, someone.headers);
    expect(taken).toMatchObject({ available: false, reason: 'taken' });
    expect(JSON.stringify(taken)).not.toContain('Oak Studio');
    expect(await availability('admin', someone.headers)).toMatchObject({ available: false, reason: 'reserved' });
    expect(await availability('a-', someone.headers)).toMatchObject({ available: false, reason: 'too_short' });
    expect(await availability('oak--desk', someone.headers)).toMatchObject({ available: false, reason: 'format' });
    expect(await availability('x'.repeat(61), someone.headers)).toMatchObject({ available: false, reason: 'too_long' });
  });

  it('refuses a visitor with 401', async () => {
    expectErrorEnvelope(await api.call('GET', '/v1/brands/slug-availability?slug=oak-desk'), 401, 'UNAUTHORIZED');
  });
});

describe('PUT /v1/brands/{brandId}/slug', () => {
  it('moves the store, keeps the old address as an alias that leads to the new one, and records the change', async () => {
    const team = await buildBrandWithStore(api);
    const next = freshSlug('walnut-works');
    const profile = expectSuccessData(await api.call('PUT', `/v1/brands/${team.brand.id}/slug`, { headers: team.owner.headers, body: { slug: next } })) as { slug: string; store_url: string };
    expect(profile).toMatchObject({ slug: next, store_url: `/store/${next}` });
    expect(await findVendorByAlias(team.slug)).toMatchObject({ slug: next });
    const events = await api.db.select().from(brandEvents).where(eq(brandEvents.brandId, team.brand.id));
    expect(events.map((e) => e.kind)).toContain('slug_changed');
  });

  it('makes /store/{old} redirect permanently to /store/{new}, with the locale prefix', async () => {
    const team = await buildBrandWithStore(api);
    const next = freshSlug('walnut-works');
    expectSuccessData(await api.call('PUT', `/v1/brands/${team.brand.id}/slug`, { headers: team.owner.headers, body: { slug: next } }));
    const fr = await getVendorStaticProps({ params: { store: team.slug }, locale: 'fr-FR', locales: [], defaultLocale: 'en-US' });
    expect(fr).toMatchObject({ redirect: { destination: `/fr-FR/store/${next}`, permanent: true } });
    const en = await getVendorStaticProps({ params: { store: team.slug }, locale: 'en-US', locales: [], defaultLocale: 'en-US' });
    expect(en).toMatchObject({ redirect: { destination: `/store/${next}`, permanent: true } });
  });

  it('keeps addresses unique across stores and the addresses they left (409)', async () => {
    const a = await buildBrandWithStore(api);
    const b = await buildBrandWithStore(api);
    const moved = freshSlug('moved');
    expectSuccessData(await api.call('PUT', `/v1/brands/${a.brand.id}/slug`, { headers: a.owner.headers, body: { slug: moved } }));
    // B can take neither A's current address nor the one A left (it still redirects to A).
    expectErrorEnvelope(await api.call('PUT', `/v1/brands/${b.brand.id}/slug`, { headers: b.owner.headers, body: { slug: moved } }), 409, 'CONFLICT');
    expectErrorEnvelope(await api.call('PUT', `/v1/brands/${b.brand.id}/slug`, { headers: b.owner.headers, body: { slug: a.slug } }), 409, 'CONFLICT');
    expect((await availability(a.slug, b.owner.headers)).reason).toBe('taken');
  });

  it('lets a store take back an address it left', async () => {
    const team = await buildBrandWithStore(api);
    const away = freshSlug('away');
    expectSuccessData(await api.call('PUT', `/v1/brands/${team.brand.id}/slug`, { headers: team.owner.headers, body: { slug: away } }));
    expectSuccessData(await api.call('PUT', `/v1/brands/${team.brand.id}/slug`, { headers: team.owner.headers, body: { slug: team.slug } }));
    const aliases = await api.db.select().from(vendorSlugAliases).where(eq(vendorSlugAliases.slug, team.slug));
    expect(aliases).toEqual([]);
    expect(await findVendorByAlias(away)).toMatchObject({ slug: team.slug });
  });

  it('refuses the current address (409) and broken ones (422), changing nothing', async () => {
    const team = await buildBrandWithStore(api);
    const url = `/v1/brands/${team.brand.id}/slug`;
    expectErrorEnvelope(await api.call('PUT', url, { headers: team.owner.headers, body: { slug: team.slug } }), 409, 'CONFLICT');
    for (const slug of ['store', 'search', 'cart', 'oak_desk', 'oak-', 'é-desk']) {
      expectErrorEnvelope(await api.call('PUT', url, { headers: team.owner.headers, body: { slug } }), 422, 'UNPROCESSABLE');
    }
    expect(expectSuccessData(await api.call('GET', `/v1/brands/${team.brand.id}/profile`, { headers: team.owner.headers }))).toMatchObject({ slug: team.slug });
  });
});
