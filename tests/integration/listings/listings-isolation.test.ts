import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingEndpoints } from '@/lib/contracts/brands/listings';
import type { AnyContract } from '@/lib/contracts/endpoint';
import type { ListingList, ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import type { ApiAnswer } from '@/tests/integration/api/support/call-api';
import type { BrandsApi } from '@/tests/integration/brands/support/brands-api';
import { buildBrandWithStore } from '@/tests/integration/brands/support/profile-setup';
import { buildPerson } from '@/tests/support/builders/brands';
import { buildListingWorld, listingBody, liveListing, pictureBody, pngPicture, startListingsApi, type ListingWorld } from './support/listings-setup';

/*
 * Issue 17 item 6: brand B cannot read or change A's products, variants or pictures. Every
 * listing contract that names a product is walked as B's manager, on B's own brand id with A's
 * product id: the answer must be the answer for a product that does not exist (same status,
 * code and message once ids are blanked), never a success. The brand-level walk (A's brand id as
 * a stranger, operator reads only) is tests/integration/brands/isolation.test.ts, which picks
 * these contracts up from the registry.
 */

const MISSING = 999_999;
let api: BrandsApi;
let a: ListingWorld;
let b: ListingWorld;
let productOfA: ListingView;
let productOfB: ListingView;

beforeAll(async () => {
  api = await startListingsApi();
  a = await buildListingWorld(api);
  b = { ...a, team: await buildBrandWithStore(api) };
  productOfA = await liveListing(api, a);
  productOfB = await liveListing(api, b);
});
afterAll(() => api?.close());

const byProduct = listingEndpoints.filter((contract) => contract.path.includes('{productId}')) as readonly AnyContract[];

function bodyFor(contract: AnyContract, pictureId: number, variantId: number): unknown {
  if (contract.method === 'GET' || contract.method === 'DELETE') return undefined;
  if (contract.path.endsWith('/pictures') && contract.method === 'POST') return undefined;
  if (contract.path.endsWith('/pictures')) return { pictures: [{ id: pictureId, alt: { en: 'x', fr: 'x', de: 'x' } }] };
  if (contract.method === 'PUT') return listingBody(a.categoryId, { variants: [{ id: variantId, colour: 'oak', size: '', frame: '', colour_hex: '#c8a165', stock: 1, prices: { USD: 1, CAD: 1, GBP: 1, EUR: 1 } }] });
  return undefined;
}

async function send(contract: AnyContract, productId: number, pictureId: number): Promise<ApiAnswer> {
  const path = contract.path.replace('{brandId}', String(b.team.brand.id)).replace('{productId}', String(productId)).replace('{pictureId}', String(pictureId));
  let body = bodyFor(contract, pictureId, productOfA.variants[0]!.id);
  if (contract.path.endsWith('/pictures') && contract.method === 'POST') body = pictureBody(await pngPicture());
  return api.call(contract.method, path, { headers: b.team.manager.headers, body });
}

function seen(answer: ApiAnswer, ids: number[]) {
  const json = answer.json as { message?: string; data?: { code?: string } } | undefined;
  let message = json?.message;
  for (const id of ids) message = message?.split(String(id)).join('{id}');
  return { status: answer.status, code: json?.data?.code, message };
}

describe.each(byProduct.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))('%s as the manager of brand B', (_name, contract) => {
  it("answers for A's product exactly as for a missing one", async () => {
    const pictureOfA = productOfA.pictures[0]!.id;
    const forA = seen(await send(contract, productOfA.id, pictureOfA), [productOfA.id, pictureOfA]);
    const forMissing = seen(await send(contract, MISSING, MISSING), [MISSING]);
    expect(forA).toEqual(forMissing);
    expect(forA.status).toBe(404);
  });
});

describe("what B's own routes never show or change of A", () => {
  it("B's list and search never hold A's product; A's picture id on B's product is not found", async () => {
    const list = expectSuccessData(await api.call('GET', `/v1/brands/${b.team.brand.id}/listings?per_page=50`, { headers: b.team.manager.headers })) as ListingList;
    expect(list.items.map((item) => item.id)).toEqual([productOfB.id]);
    const named = expectSuccessData(await api.call('GET', `/v1/brands/${b.team.brand.id}/listings?q=${encodeURIComponent(productOfA.code)}`, { headers: b.team.manager.headers })) as ListingList;
    expect(named.items.map((item) => item.id)).toEqual([]);
    const foreign = await api.call('DELETE', `/v1/brands/${b.team.brand.id}/listings/${productOfB.id}/pictures/${productOfA.pictures[0]!.id}`, { headers: b.team.manager.headers });
    expect(foreign.status).toBe(404);
    const order = await api.call('PUT', `/v1/brands/${b.team.brand.id}/listings/${productOfB.id}/pictures`, {
      headers: b.team.manager.headers,
      body: { pictures: [{ id: productOfA.pictures[0]!.id, alt: { en: 'x', fr: 'x', de: 'x' } }] },
    });
    expect(order.status).toBe(422);
    const stolenVariant = listingBody(b.categoryId, { variants: [{ id: productOfA.variants[0]!.id, colour: 'oak', size: '', frame: '', colour_hex: '#c8a165', stock: 1, prices: { USD: 1, CAD: 1, GBP: 1, EUR: 1 } }] });
    expect((await api.call('PUT', `/v1/brands/${b.team.brand.id}/listings/${productOfB.id}`, { headers: b.team.manager.headers, body: stolenVariant })).status).toBe(422);
    const again = expectSuccessData(await api.call('GET', `/v1/brands/${a.team.brand.id}/listings/${productOfA.id}`, { headers: a.team.staff.headers })) as ListingView;
    expect(productOfA).toMatchObject(again);
  });

  it('operators read a brand’s listings but never change them through the brand routes; strangers get 404', async () => {
    expectSuccessData(await api.call('GET', `/v1/brands/${a.team.brand.id}/listings/${productOfA.id}`, { headers: a.operator.headers }));
    for (const action of ['publish', 'unpublish', 'duplicate']) {
      expect((await api.call('POST', `/v1/brands/${a.team.brand.id}/listings/${productOfA.id}/${action}`, { headers: a.operator.headers })).status).toBe(403);
    }
    const stranger = await buildPerson(api.db);
    expect((await api.call('GET', `/v1/brands/${a.team.brand.id}/listings/${productOfA.id}`, { headers: stranger.headers })).status).toBe(404);
    expect((await api.call('GET', '/v1/admin/products', { headers: stranger.headers })).status).toBe(403);
  });
});
