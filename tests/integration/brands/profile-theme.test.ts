import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStorefrontBrand } from '@/server/brands/profile/get-storefront-brand';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { callApi } from '@/tests/integration/api/support/call-api';
import { startBrandsApi, type BrandsApi } from './support/brands-api';
import { buildBrandTeam, buildBrandWithStore } from './support/profile-setup';

/* Issue 16 item 3: /brand/edit/theme. A readable accent colour, a logo and a banner, shown on /store/{slug}. */

let api: BrandsApi;
beforeAll(async () => {
  api = await startBrandsApi();
});
afterAll(() => api.close());

async function picture(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<string> {
  const image = sharp({ create: { width, height, channels: 4, background: { r: 30, g: 64, b: 175, alpha: 0.5 } } });
  return (await image[format]().toBuffer()).toString('base64');
}

type Uploaded = { kind: string; url: string; width: number; height: number };

describe('PUT /v1/brands/{brandId}/theme', () => {
  it('keeps a colour white text reads well on, and shows it on the storefront with white text', async () => {
    const team = await buildBrandWithStore(api);
    const saved = expectSuccessData(await api.call('PUT', `/v1/brands/${team.brand.id}/theme`, { headers: team.manager.headers, body: { accent_color: '#1D4ED8' } })) as { theme: { accent_color: string } };
    expect(saved.theme.accent_color).toBe('#1d4ed8');
    const brand = await getStorefrontBrand({ vendorId: (await vendorIdOf(team.brand.id))!, language: 'en' });
    expect(brand?.accent).toEqual({ background: '#1d4ed8', text: '#ffffff' });
  });

  it('refuses a colour below 4.5:1 against white with 422 and the measured ratio', async () => {
    const team = await buildBrandWithStore(api);
    const refused = expectErrorEnvelope(await api.call('PUT', `/v1/brands/${team.brand.id}/theme`, { headers: team.manager.headers, body: { accent_color: '#facc15' } }), 422, 'UNPROCESSABLE');
    expect(refused.message).toMatch(/4\.5:1/);
    expect(expectSuccessData(await api.call('GET', `/v1/brands/${team.brand.id}/profile`, { headers: team.owner.headers }))).toMatchObject({ theme: { accent_color: null } });
  });

  it('refuses what is not #rrggbb with 400, and null gives the store its own accent back', async () => {
    const team = await buildBrandWithStore(api);
    const url = `/v1/brands/${team.brand.id}/theme`;
    for (const accent_color of ['blue', '#12345', '#1d4ed8ff', 'rgb(0,0,0)']) expectErrorEnvelope(await api.call('PUT', url, { headers: team.owner.headers, body: { accent_color } }), 400, 'VALIDATION_FAILED');
    expectSuccessData(await api.call('PUT', url, { headers: team.owner.headers, body: { accent_color: '#14532d' } }));
    expect(expectSuccessData(await api.call('PUT', url, { headers: team.owner.headers, body: { accent_color: null } }))).toMatchObject({ theme: { accent_color: null } });
  });
});

describe('POST and DELETE /v1/brands/{brandId}/pictures', () => {
  it('turns a PNG logo into a WebP of at most 256×256 and a JPEG banner into a 1600×400 WebP, served publicly by key', async () => {
    const team = await buildBrandWithStore(api);
    const url = `/v1/brands/${team.brand.id}/pictures`;
    const logo = expectSuccessData(await api.call('POST', url, { headers: team.manager.headers, body: { kind: 'logo', content_type: 'image/png', data_base64: await picture('png', 800, 400) } }), 201) as Uploaded;
    expect(logo).toMatchObject({ kind: 'logo', width: 256, height: 128 });
    const banner = expectSuccessData(await api.call('POST', url, { headers: team.manager.headers, body: { kind: 'banner', content_type: 'image/jpeg', data_base64: await picture('jpeg', 1000, 1000) } }), 201) as Uploaded;
    expect(banner).toMatchObject({ kind: 'banner', width: 1600, height: 400 });

    const served = await callApi(`${api.url}${logo.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.text.startsWith('RIFF')).toBe(true);
    expect(served.text).toContain('WEBP');

    const profile = expectSuccessData(await api.call('GET', `/v1/brands/${team.brand.id}/profile`, { headers: team.staff.headers })) as { theme: { logo_url: string; banner_url: string } };
    expect(profile.theme).toMatchObject({ logo_url: logo.url, banner_url: banner.url });
  });

  it('gives a new key to every upload and forgets the old one (404)', async () => {
    const team = await buildBrandWithStore(api);
    const url = `/v1/brands/${team.brand.id}/pictures`;
    const first = expectSuccessData(await api.call('POST', url, { headers: team.owner.headers, body: { kind: 'logo', content_type: 'image/webp', data_base64: await picture('webp', 64, 64) } }), 201) as Uploaded;
    const second = expectSuccessData(await api.call('POST', url, { headers: team.owner.headers, body: { kind: 'logo', content_type: 'image/webp', data_base64: await picture('webp', 64, 64) } }), 201) as Uploaded;
    expect(second.url).not.toBe(first.url);
    expectErrorEnvelope(await callApi(`${api.url}${first.url}`), 404, 'NOT_FOUND');
    expect((await callApi(`${api.url}${second.url}`)).status).toBe(200);
    expectSuccessData(await api.call('DELETE', `${url}/logo`, { headers: team.owner.headers }));
    expectErrorEnvelope(await callApi(`${api.url}${second.url}`), 404, 'NOT_FOUND');
  });

  it('checks the first bytes, not the declared type (422), and refuses an unreadable picture', async () => {
    const team = await buildBrandTeam(api);
    const url = `/v1/brands/${team.brand.id}/pictures`;
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj').toString('base64');
    expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: { kind: 'logo', content_type: 'image/png', data_base64: pdf } }), 422, 'UNPROCESSABLE');
    expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: { kind: 'logo', content_type: 'image/jpeg', data_base64: await picture('png', 20, 20) } }), 422, 'UNPROCESSABLE');
    const truncated = Buffer.from(await picture('png', 200, 200), 'base64').subarray(0, 60).toString('base64');
    expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: { kind: 'logo', content_type: 'image/png', data_base64: truncated } }), 422, 'UNPROCESSABLE');
    expectErrorEnvelope(await api.call('POST', url, { headers: team.owner.headers, body: { kind: 'poster', content_type: 'image/png', data_base64: 'AAAA' } }), 400, 'VALIDATION_FAILED');
  });

  it('answers 404 for an unknown or malformed key, to anyone', async () => {
    expectErrorEnvelope(await callApi(`${api.url}/api/v1/brand-pictures/${'0'.repeat(32)}`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await callApi(`${api.url}/api/v1/brand-pictures/..%2Fetc`), 404, 'NOT_FOUND');
  });
});

async function vendorIdOf(brandId: number): Promise<number | null> {
  const { brands } = await import('@/server/db/schema/brands/brands');
  const { eq } = await import('drizzle-orm');
  const [row] = await api.db.select({ vendorId: brands.vendorId }).from(brands).where(eq(brands.id, brandId));
  return row?.vendorId ?? null;
}
