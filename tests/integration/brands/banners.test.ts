import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStorefrontBanners } from '@/server/brands/banners/list-storefront-banners';
import { brands } from '@/server/db/schema/brands/brands';
import { callApi } from '@/tests/integration/api/support/call-api';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { buildCategory } from '@/tests/support/builders/catalog';
import { startBrandsApi, type BrandsApi } from './support/brands-api';
import { buildBrandWithStore } from './support/profile-setup';

/* Issue 17 item 2: banners, their rules, their window on the storefront and their isolation. */

let api: BrandsApi;
let picture: string;
beforeAll(async () => {
  api = await startBrandsApi();
  picture = (await sharp({ create: { width: 1200, height: 400, channels: 3, background: { r: 20, g: 83, b: 45 } } }).jpeg().toBuffer()).toString('base64');
});
afterAll(() => api.close());

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const ALT = { en: 'Oak desks, 20% off this week', fr: 'Bureaux en chêne, -20 % cette semaine', de: 'Eichentische, 20 % Rabatt diese Woche' };

function body(overrides: Record<string, unknown> = {}) {
  return { placement: 'home', category_slug: null, link: '/store/oak', alt_text: ALT, starts_at: at(-HOUR), ends_at: at(HOUR), picture: { content_type: 'image/jpeg', data_base64: picture }, ...overrides };
}

type Banner = { id: number; state: string; picture_url: string; thumbnail_url: string; link: string };

describe('POST /v1/brands/{brandId}/banners', () => {
  it('stores a 4:1 picture in AVIF and WebP at 800 and 1600 px, served publicly and cached', async () => {
    const team = await buildBrandWithStore(api);
    const banner = expectSuccessData(await api.call('POST', `/v1/brands/${team.brand.id}/banners`, { headers: team.manager.headers, body: body() }), 201) as Banner;
    expect(banner.state).toBe('live');
    const big = await callApi(`${api.url}${banner.picture_url}`);
    expect(big.status).toBe(200);
    expect(big.headers.get('content-type')).toBe('image/webp');
    expect(big.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const avif = await callApi(`${api.url}${banner.thumbnail_url.replace('.webp', '.avif')}`);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expectErrorEnvelope(await callApi(`${api.url}${banner.picture_url.replace('1600.webp', '1200.webp')}`), 404, 'NOT_FOUND');
  });

  it('refuses javascript:, external and protocol-relative links, and an end not after the start', async () => {
    const team = await buildBrandWithStore(api);
    const url = `/v1/brands/${team.brand.id}/banners`;
    for (const link of ['javascript:alert(1)', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'store/oak', '/a b']) {
      const refused = expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: body({ link }) }), 422, 'UNPROCESSABLE');
      expect(refused.message, link).toMatch(/path of this store/);
    }
    const start = at(HOUR);
    expect(expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: body({ starts_at: start, ends_at: start }) }), 422).message).toMatch(/end must come after the start/);
    expect(expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: body({ starts_at: at(-2 * HOUR), ends_at: at(-HOUR) }) }), 422).message).toMatch(/already past/);
    expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: body({ alt_text: { en: 'x', fr: '', de: 'y' } }) }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: body({ placement: 'category', category_slug: null }) }), 422);
    expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: body({ placement: 'category', category_slug: 'no-such-category' }) }), 422);
    expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: body({ picture: { content_type: 'image/png', data_base64: picture } }) }), 422);
    const small = (await sharp({ create: { width: 300, height: 100, channels: 3, background: '#000' } }).png().toBuffer()).toString('base64');
    expect(expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: body({ picture: { content_type: 'image/png', data_base64: small } }) }), 422).message).toMatch(/at least 800×200/);
    expect((expectSuccessData(await api.call('GET', url, { headers: team.staff.headers })) as { banners: Banner[] }).banners).toEqual([]);
  });

  it('lets staff read but not write', async () => {
    const team = await buildBrandWithStore(api);
    expectErrorEnvelope(await api.call('POST', `/v1/brands/${team.brand.id}/banners`, { headers: team.staff.headers, body: body() }), 403, 'FORBIDDEN');
  });
});

describe('isolation', () => {
  it('gives brand B the same 404 for A’s banner as for a missing one, on read, change and delete', async () => {
    const a = await buildBrandWithStore(api);
    const b = await buildBrandWithStore(api);
    const banner = expectSuccessData(await api.call('POST', `/v1/brands/${a.brand.id}/banners`, { headers: a.owner.headers, body: body() }), 201) as Banner;
    const { picture: _picture, ...withoutPicture } = body();
    for (const id of [banner.id, 999_999]) {
      const path = `/v1/brands/${b.brand.id}/banners/${id}`;
      expect(expectErrorEnvelope(await api.call('GET', path, { headers: b.owner.headers }), 404).message).toBe('We could not find this banner.');
      expectErrorEnvelope(await api.call('PUT', path, { headers: b.owner.headers, body: { ...withoutPicture, picture: null } }), 404);
      expectErrorEnvelope(await api.call('DELETE', path, { headers: b.owner.headers }), 404);
      // A's brand id with B's people: the brand itself is not found.
      expectErrorEnvelope(await api.call('GET', `/v1/brands/${a.brand.id}/banners/${id}`, { headers: b.owner.headers }), 404);
    }
    const listed = expectSuccessData(await api.call('GET', `/v1/brands/${b.brand.id}/banners`, { headers: b.owner.headers })) as { banners: Banner[] };
    expect(listed.banners).toEqual([]);
    expect(expectSuccessData(await api.call('GET', `/v1/brands/${a.brand.id}/banners/${banner.id}`, { headers: a.staff.headers }))).toMatchObject({ id: banner.id });
  });
});

describe('the window on the storefront', () => {
  it('carries live and soon-starting banners with their window, never ended ones nor those of a suspended brand', async () => {
    const team = await buildBrandWithStore(api);
    const category = await buildCategory(api.db);
    const url = `/v1/brands/${team.brand.id}/banners`;
    const post = async (overrides: Record<string, unknown>) => (expectSuccessData(await api.call('POST', url, { headers: team.owner.headers, body: body({ placement: 'category', category_slug: category.slug, ...overrides }) }), 201) as Banner).id;
    const live = await post({});
    const soon = await post({ starts_at: at(2 * HOUR), ends_at: at(3 * HOUR) });
    const later = await post({ starts_at: at(48 * HOUR), ends_at: at(50 * HOUR) });
    const now = new Date();
    const slot = await listStorefrontBanners({ placement: 'category', categorySlug: category.slug, language: 'fr', now });
    expect(slot.banners.map((banner) => banner.id)).toEqual([live, soon]);
    expect(slot.banners[0]).toMatchObject({ alt: ALT.fr, link: '/store/oak', width: 1600, height: 400 });
    expect(slot.nextChangeAt?.getTime()).toBeLessThanOrEqual(now.getTime() + HOUR + 1000);
    // After the live one's end it is gone from the payload; the later one is not in yet.
    const afterEnd = await listStorefrontBanners({ placement: 'category', categorySlug: category.slug, language: 'en', now: new Date(now.getTime() + 1.5 * HOUR) });
    expect(afterEnd.banners.map((banner) => banner.id)).toEqual([soon]);
    expect(afterEnd.banners.map((banner) => banner.id)).not.toContain(later);
    // Other slots do not get them.
    expect((await listStorefrontBanners({ placement: 'home', language: 'en', now })).banners.map((b) => b.id)).not.toContain(live);

    await api.db.update(brands).set({ status: 'suspended' }).where(eq(brands.id, team.brand.id));
    expect((await listStorefrontBanners({ placement: 'category', categorySlug: category.slug, language: 'en', now })).banners).toEqual([]);
  });

  it('changes and deletes a banner: a new picture gets a new key, a deleted one is gone', async () => {
    const team = await buildBrandWithStore(api);
    const url = `/v1/brands/${team.brand.id}/banners`;
    const banner = expectSuccessData(await api.call('POST', url, { headers: team.owner.headers, body: body({ placement: 'storefront' }) }), 201) as Banner;
    const { picture: _p, ...fields } = body({ placement: 'storefront', link: '/standing-desks' });
    const kept = expectSuccessData(await api.call('PUT', `${url}/${banner.id}`, { headers: team.manager.headers, body: { ...fields, picture: null } })) as Banner;
    expect(kept).toMatchObject({ link: '/standing-desks', picture_url: banner.picture_url });
    const replaced = expectSuccessData(await api.call('PUT', `${url}/${banner.id}`, { headers: team.manager.headers, body: { ...fields, picture: { content_type: 'image/jpeg', data_base64: picture } } })) as Banner;
    expect(replaced.picture_url).not.toBe(banner.picture_url);
    expectErrorEnvelope(await callApi(`${api.url}${banner.picture_url}`), 404);
    expectSuccessData(await api.call('DELETE', `${url}/${banner.id}`, { headers: team.manager.headers }));
    expectErrorEnvelope(await api.call('GET', `${url}/${banner.id}`, { headers: team.owner.headers }), 404);
    expectErrorEnvelope(await callApi(`${api.url}${replaced.picture_url}`), 404);
  });
});
