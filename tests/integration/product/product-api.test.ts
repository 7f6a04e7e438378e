import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetailSchema } from '@/lib/contracts/catalog/product-detail-schemas';
import { startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { callApi } from '../api/support/call-api';
import { firstProductIn, productTestDatabase } from './support/product-fixture';

let database: Awaited<ReturnType<typeof productTestDatabase>>;
let api: ApiServer;
let code: string;

beforeAll(async () => {
  database = await productTestDatabase();
  code = await firstProductIn(database.db, 'standing-desks');
  api = await startApiServer({
    '/api/v1/catalog/products/[code]': await import('@/pages/api/v1/catalog/products/[code]/index'),
    '/api/v1/catalog/products/[code]/related': await import('@/pages/api/v1/catalog/products/[code]/related'),
    '/api/[...path]': await import('@/pages/api/[...path]'),
  });
});
afterAll(async () => {
  await api?.close();
  await database?.drop();
});

describe('GET /api/v1/catalog/products/{code}', () => {
  it('answers the product in the envelope, publicly cacheable per locale', async () => {
    const answer = await callApi(`${api.url}/api/v1/catalog/products/${code}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/^public, /);
    expect(answer.headers.get('vary')).toMatch(/location/i);
    const envelope = answer.json as { status: number; data: unknown };
    expect(envelope.status).toBeGreaterThan(0);
    const detail = productDetailSchema.parse(envelope.data);
    expect(detail.product_url_code).toBe(code);
    expect(detail.currency).toBe('USD');
    expect(detail).toHaveProperty('is_vendor_product');
    expect(detail).toHaveProperty('flash_sale');
    expect(detail).toHaveProperty('has_flash_sale_v2');
    expect(detail).toHaveProperty('is_in_stock');
  });

  it('follows the location header for language and currency', async () => {
    const answer = await callApi(`${api.url}/api/v1/catalog/products/${code}`, { headers: { location: 'de-DE' } });
    const detail = productDetailSchema.parse((answer.json as { data: unknown }).data);
    expect(detail.currency).toBe('EUR');
    expect(detail.customizations.find((option) => option.code === 'desktop-depth')?.name).toBe('Plattentiefe');
  });

  it('answers 404 in the envelope for an unknown code', async () => {
    const answer = await callApi(`${api.url}/api/v1/catalog/products/DH999999`);
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ status: expect.any(Number), message: 'No product has the code DH999999.' });
    expect((answer.json as { status: number }).status).toBeLessThanOrEqual(0);
  });

  it('answers 400 for a malformed code and 405 for another method', async () => {
    const malformed = await callApi(`${api.url}/api/v1/catalog/products/${encodeURIComponent('DH 1;drop')}`);
    expect(malformed.status).toBe(400);
    const post = await callApi(`${api.url}/api/v1/catalog/products/${code}`, { method: 'POST', body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });
});

describe('GET /api/v1/catalog/products/{code}/related', () => {
  it('lists product cards of the same category', async () => {
    const answer = await callApi(`${api.url}/api/v1/catalog/products/${code}/related`, { headers: { location: 'en-GB' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/^public, /);
    const cards = (answer.json as { data: { code: string; categorySlug: string; price: { currency: string } }[] }).data;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.categorySlug === 'standing-desks' && card.code !== code && card.price.currency === 'GBP')).toBe(true);
  });

  it('answers 404 for an unknown code', async () => {
    expect((await callApi(`${api.url}/api/v1/catalog/products/NOPE/related`)).status).toBe(404);
  });
});
