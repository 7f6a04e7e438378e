import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ListingList, ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { products, productVariants, variantPrices } from '@/server/db/schema/catalog/catalog';
import { productPictureFiles } from '@/server/db/schema/catalog/vendor-listings';
import { countVendorListingsByState } from '@/server/catalog/brand-listings/count-vendor-listings-by-state';
import { searchProducts } from '@/server/catalog/search/search-products';
import { getProductStaticProps } from '@/server/pages/product-page-props';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import type { BrandsApi } from '@/tests/integration/brands/support/brands-api';
import { mailsTo } from '@/tests/integration/brands/support/application-fixtures';
import { addPicture, buildListingWorld, createListing, listingBody, liveListing, PRICES, startListingsApi, type ListingWorld } from './support/listings-setup';

/* Issue 17 item 1: a brand lists its products; the first publish waits for an operator. */

let api: BrandsApi;
let world: ListingWorld;
beforeAll(async () => {
  api = await startListingsApi();
  world = await buildListingWorld(api);
});
afterAll(() => api?.close());

const path = (rest = '') => `/v1/brands/${world.team.brand.id}/listings${rest}`;

async function productPage(view: ListingView) {
  const [row] = await api.db.select({ slug: products.slug }).from(products).where(eq(products.id, view.id));
  const categorySlug = (view.product_url ?? '').split('/')[1] ?? '';
  return getProductStaticProps({ params: { categorySlug: categorySlug || 'none', productSlug: row!.slug }, locale: 'en-US', locales: [], defaultLocale: 'en-US' });
}

async function found(q: string): Promise<string[]> {
  return (await searchProducts({ q, locale: 'en-US' })).items.map((item) => item.code);
}

describe('creating and reading listings', () => {
  it('creates a draft vendor product with variants, prices in every currency, stock, labels and the §9 sections', async () => {
    const view = await createListing(api, world);
    expect(view).toMatchObject({ state: 'draft', status: 'draft', is_published: false, product_url: null, labels: [1], pictures: [] });
    expect(view.names.fr).toBe('Bureau assis-debout Tagus en chêne');
    expect(view.vendor_features.de).toEqual(['Geölte Eiche aus portugiesischen Wäldern']);
    expect(view.vendor_description.en).toBe('Oak Studio builds desks in Porto.');
    expect(view.variants.map((variant) => [variant.size, variant.stock, variant.prices.USD])).toEqual([
      ['140x70', 12, 64_900],
      ['160x80', 0, 74_900],
    ]);
    const [row] = await api.db.select({ isVendorProduct: products.isVendorProduct, isPublished: products.isPublished }).from(products).where(eq(products.id, view.id));
    expect(row).toEqual({ isVendorProduct: true, isPublished: false });
    expect(view.slug).toBe(`tagus-oak-standing-desk-${view.id}`);
  });

  it('lists them with search, a status filter, paging and counts; staff read, only managers write', async () => {
    await createListing(api, world, { names: { en: 'Douro Walnut Shelf', fr: 'Étagère Douro en noyer', de: 'Douro Walnuss-Regal' } });
    const all = expectSuccessData(await api.call('GET', path('?per_page=1'), { headers: world.team.staff.headers })) as ListingList;
    expect(all.items).toHaveLength(1);
    expect(all.items[0]!.name).toBe('Douro Walnut Shelf');
    const second = expectSuccessData(await api.call('GET', path('?per_page=1&page=2'), { headers: world.team.staff.headers })) as ListingList;
    expect(second.items.map((item) => item.name)).toEqual(['Tagus Oak Standing Desk']);
    expect(second.total).toBe(all.total);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.counts.draft).toBe(all.total);
    const douro = expectSuccessData(await api.call('GET', path('?q=douro'), { headers: world.team.staff.headers })) as ListingList;
    expect(douro.items.map((item) => item.name)).toEqual(['Douro Walnut Shelf']);
    const french = expectSuccessData(await api.call('GET', path('?q=etag'), { headers: world.team.staff.headers, locale: 'fr-FR' })) as ListingList;
    expect(french.items).toEqual([]);
    const pending = expectSuccessData(await api.call('GET', path('?status=pending'), { headers: world.team.staff.headers })) as ListingList;
    expect(pending.items).toEqual([]);
    expectErrorEnvelope(await api.call('POST', path(), { headers: world.team.staff.headers, body: listingBody(world.categoryId) }), 403, 'FORBIDDEN');
    expectSuccessData(await api.call('GET', path(), { headers: world.operator.headers }));
  });

  it('refuses incomplete or invalid listings with a clear error, never a 500', async () => {
    const noEuro = listingBody(world.categoryId, { variants: [{ colour: 'oak', size: '', frame: '', colour_hex: '#c8a165', stock: 1, prices: { USD: 100, CAD: 100, GBP: 100 } }] });
    expectErrorEnvelope(await api.call('POST', path(), { headers: world.team.manager.headers, body: noEuro }), 400);
    expectErrorEnvelope(await api.call('POST', path(), { headers: world.team.manager.headers, body: listingBody(world.categoryId, { labels: [91] }) }), 400);
    expectErrorEnvelope(await api.call('POST', path(), { headers: world.team.manager.headers, body: listingBody(world.categoryId, { variants: [] }) }), 400);
    const negative = listingBody(world.categoryId, { variants: [{ colour: 'oak', size: '', frame: '', colour_hex: '#c8a165', stock: -1, prices: PRICES }] });
    expectErrorEnvelope(await api.call('POST', path(), { headers: world.team.manager.headers, body: negative }), 400);
    const twin = { colour: 'oak', size: '', frame: '', colour_hex: '#c8a165', stock: 1, prices: PRICES };
    expectErrorEnvelope(await api.call('POST', path(), { headers: world.team.manager.headers, body: listingBody(world.categoryId, { variants: [twin, { ...twin, colour: 'OAK' }] }) }), 422, 'UNPROCESSABLE');
    expectErrorEnvelope(await api.call('POST', path(), { headers: world.team.manager.headers, body: listingBody(999_999) }), 422, 'UNPROCESSABLE');
  });
});

describe('publishing', () => {
  it('needs a picture, then waits for an operator; approval puts it in the store and search at once', async () => {
    const created = await createListing(api, world, { names: { en: 'Mondego Cork Footrest', fr: 'Repose-pieds Mondego en liège', de: 'Mondego Fußstütze aus Kork' } });
    expectErrorEnvelope(await api.call('POST', path(`/${created.id}/publish`), { headers: world.team.manager.headers }), 422, 'UNPROCESSABLE');
    const pictured = await addPicture(api, world, created.id);
    expect(pictured.pictures).toHaveLength(1);
    const files = await api.db.select({ width: productPictureFiles.width }).from(productPictureFiles).where(eq(productPictureFiles.pictureId, pictured.pictures[0]!.id));
    expect(files.map((file) => file.width).sort((a, b) => a - b)).toEqual([160, 240, 320, 480, 640, 960, 1280]);
    const served = await fetch(`${api.url}/api${pictured.pictures[0]!.url.replace('/api', '')}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');

    const pending = expectSuccessData(await api.call('POST', path(`/${created.id}/publish`), { headers: world.team.manager.headers })) as ListingView;
    expect(pending).toMatchObject({ state: 'pending', status: 'pending', is_published: false });
    expectErrorEnvelope(await api.call('POST', path(`/${created.id}/publish`), { headers: world.team.manager.headers }), 409, 'CONFLICT');
    expect(await found('mondego')).toEqual([]);

    const queue = expectSuccessData(await api.call('GET', '/v1/admin/products', { headers: world.operator.headers })) as { items: { id: number; vendor_name: string }[] };
    expect(queue.items.map((item) => item.id)).toContain(created.id);
    expectErrorEnvelope(await api.call('GET', '/v1/admin/products', { headers: world.team.owner.headers }), 403);

    const approved = expectSuccessData(await api.call('POST', `/v1/admin/products/${created.id}/decision`, { headers: world.operator.headers, body: { decision: 'approve' } })) as ListingView;
    expect(approved).toMatchObject({ state: 'approved', status: 'published', is_published: true });
    expect((await mailsTo(api.db, world.team.owner.customer.email)).map((mail) => mail.template)).toContain('listing-approved');
    expect(approved.product_url).toMatch(new RegExp(`/${approved.slug}$`));
    expect(await found('mondego')).toEqual([created.code]);
    const page = (await productPage(approved)) as { props?: { product?: { is_vendor_product?: boolean } } };
    expect(page.props?.product).toBeTruthy();

    // Unpublish and republish: no new approval.
    const off = expectSuccessData(await api.call('POST', path(`/${created.id}/unpublish`), { headers: world.team.manager.headers })) as ListingView;
    expect(off.status).toBe('unpublished');
    expect(await found('mondego')).toEqual([]);
    expect(await productPage(approved)).toMatchObject({ notFound: true });
    const back = expectSuccessData(await api.call('POST', path(`/${created.id}/publish`), { headers: world.team.manager.headers })) as ListingView;
    expect(back.status).toBe('published');
    expect(await found('mondego')).toEqual([created.code]);
  });

  it('a refusal carries its reason to the brand; fixing and publishing again asks again', async () => {
    const created = await createListing(api, world);
    await addPicture(api, world, created.id);
    expectSuccessData(await api.call('POST', path(`/${created.id}/publish`), { headers: world.team.manager.headers }));
    expectErrorEnvelope(await api.call('POST', `/v1/admin/products/${created.id}/decision`, { headers: world.operator.headers, body: { decision: 'refuse' } }), 400);
    const reason = 'The pictures show another brand’s logo. Upload your own photographs.';
    expectSuccessData(await api.call('POST', `/v1/admin/products/${created.id}/decision`, { headers: world.operator.headers, body: { decision: 'refuse', reason } }));
    const seen = expectSuccessData(await api.call('GET', path(`/${created.id}`), { headers: world.team.staff.headers })) as ListingView;
    expect(seen).toMatchObject({ state: 'refused', status: 'refused', refusal_reason: reason });
    expectErrorEnvelope(await api.call('POST', `/v1/admin/products/${created.id}/decision`, { headers: world.operator.headers, body: { decision: 'approve' } }), 409, 'CONFLICT');
    const again = expectSuccessData(await api.call('POST', path(`/${created.id}/publish`), { headers: world.team.manager.headers })) as ListingView;
    expect(again).toMatchObject({ state: 'pending', refusal_reason: null });
    const mails = await mailsTo(api.db, world.team.manager.customer.email);
    expect(mails.map((mail) => mail.template)).toContain('listing-refused');
    expect(mails.find((mail) => mail.template === 'listing-refused')?.textBody).toContain(reason);
    expect((await mailsTo(api.db, world.team.staff.customer.email)).map((mail) => mail.template)).not.toContain('listing-refused');
  });

  it('an edit of a live product shows at once: new name in search, variants kept, added and removed', async () => {
    const live = await liveListing(api, world, { names: { en: 'Alentejo Desk Lamp', fr: 'Lampe Alentejo', de: 'Alentejo Lampe' } });
    const [first, second] = live.variants;
    const body = listingBody(world.categoryId, {
      names: { en: 'Algarve Desk Lamp', fr: 'Lampe Algarve', de: 'Algarve Lampe' },
      variants: [
        { id: first!.id, colour: 'natural oak', size: '140x70', frame: 'black', colour_hex: '#c8a165', stock: 3, prices: { ...PRICES, EUR: 59_900 } },
        { colour: 'smoked oak', size: '140x70', frame: 'white', colour_hex: '#5b4636', stock: 4, prices: PRICES },
      ],
    });
    const edited = expectSuccessData(await api.call('PUT', path(`/${live.id}`), { headers: world.team.manager.headers, body })) as ListingView;
    expect(edited.state).toBe('approved');
    expect(edited.variants.map((variant) => variant.id)).toContain(first!.id);
    expect(edited.variants.map((variant) => variant.id)).not.toContain(second!.id);
    expect(edited.variants[1]!.sku).toMatch(new RegExp(`^${live.code}-\\d+$`));
    const [price] = await api.db.select({ amount: variantPrices.amount }).from(variantPrices).where(eq(variantPrices.variantId, first!.id)).limit(4).then((rows) => rows.filter(Boolean));
    expect(price).toBeDefined();
    expect(await found('algarve')).toEqual([live.code]);
    expect(await found('alentejo')).toEqual([]);
  });

  it('refuses another product’s variant id in an edit', async () => {
    const one = await createListing(api, world);
    const other = await createListing(api, world);
    const body = listingBody(world.categoryId, { variants: [{ id: other.variants[0]!.id, colour: 'oak', size: '', frame: '', colour_hex: '#c8a165', stock: 1, prices: PRICES }] });
    expectErrorEnvelope(await api.call('PUT', path(`/${one.id}`), { headers: world.team.manager.headers, body }), 422, 'UNPROCESSABLE');
    const [still] = await api.db.select({ productId: productVariants.productId }).from(productVariants).where(eq(productVariants.id, other.variants[0]!.id));
    expect(still?.productId).toBe(other.id);
  });
});

describe('pictures and copies', () => {
  it('orders pictures and renames their files; a live product keeps at least one; wrong files are refused', async () => {
    const live = await liveListing(api, world);
    const two = await addPicture(api, world, live.id);
    const [a, b] = two.pictures;
    const alt = { en: 'Side view', fr: 'Vue de côté', de: 'Seitenansicht' };
    const arranged = expectSuccessData(await api.call('PUT', path(`/${live.id}/pictures`), { headers: world.team.manager.headers, body: { pictures: [{ id: b!.id, alt }, { id: a!.id, alt: a!.alt }] } })) as ListingView;
    expect(arranged.pictures.map((picture) => picture.id)).toEqual([b!.id, a!.id]);
    expect(arranged.pictures[0]!.alt).toEqual(alt);
    expect(arranged.pictures[0]!.url).not.toBe(two.pictures[0]!.url);
    expect((await fetch(`${api.url}/api${two.pictures[0]!.url.replace('/api', '')}`)).status).toBe(404);
    expectErrorEnvelope(await api.call('PUT', path(`/${live.id}/pictures`), { headers: world.team.manager.headers, body: { pictures: [{ id: a!.id, alt }] } }), 422);
    const one = expectSuccessData(await api.call('DELETE', path(`/${live.id}/pictures/${a!.id}`), { headers: world.team.manager.headers })) as ListingView;
    expect(one.pictures).toHaveLength(1);
    expectErrorEnvelope(await api.call('DELETE', path(`/${live.id}/pictures/${b!.id}`), { headers: world.team.manager.headers }), 409, 'CONFLICT');
    const lie = { content_type: 'image/jpeg', data_base64: Buffer.from('%PDF-1.4 not a picture').toString('base64'), alt };
    expectErrorEnvelope(await api.call('POST', path(`/${live.id}/pictures`), { headers: world.team.manager.headers, body: lie }), 422, 'UNPROCESSABLE');
  });

  it('duplicates a product as a new draft with its pictures and new SKUs', async () => {
    const live = await liveListing(api, world);
    const copy = expectSuccessData(await api.call('POST', path(`/${live.id}/duplicate`), { headers: world.team.manager.headers }), 201) as ListingView;
    expect(copy).toMatchObject({ state: 'draft', is_published: false });
    expect(copy.id).not.toBe(live.id);
    expect(copy.names.en).toBe(`${live.names.en} (copy)`);
    expect(copy.names.de).toBe(`${live.names.de} (Kopie)`);
    expect(copy.pictures).toHaveLength(live.pictures.length);
    expect(copy.variants.map((variant) => variant.prices)).toEqual(live.variants.map((variant) => variant.prices));
    expect(copy.variants.map((variant) => variant.sku)).not.toEqual(live.variants.map((variant) => variant.sku));
    expect((await fetch(`${api.url}/api${copy.pictures[0]!.url.replace('/api', '')}`)).status).toBe(200);
  });

  it('counts the vendor’s listings by state for the dashboard', async () => {
    const vendorId = world.team.brand.vendorId ?? (await api.db.query.brands.findFirst({ where: (table, { eq: equals }) => equals(table.id, world.team.brand.id) }))!.vendorId!;
    const counts = await countVendorListingsByState(vendorId);
    const list = expectSuccessData(await api.call('GET', path(), { headers: world.team.staff.headers })) as ListingList;
    expect(counts).toEqual(list.counts);
    expect(counts.approved).toBeGreaterThan(0);
    expect(counts.refused + counts.pending + counts.draft).toBeGreaterThan(0);
  });
});
