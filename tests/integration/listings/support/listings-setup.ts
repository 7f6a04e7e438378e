import sharp from 'sharp';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from '@/tests/integration/brands/support/brands-api';
import { buildBrandWithStore, buildOperator, type BrandTeam } from '@/tests/integration/brands/support/profile-setup';
import { buildCategory } from '@/tests/support/builders/catalog';
import type { ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';

/* Brand listings over HTTP: the brand, admin and product-picture routes on a database of their own. */

const ROUTE_FOLDERS = ['pages/api/v1/brands', 'pages/api/v1/admin', 'pages/api/v1/product-pictures'];

export function startListingsApi(): Promise<BrandsApi> {
  return startBrandsApi(ROUTE_FOLDERS);
}

export const PRICES = { USD: 64_900, CAD: 88_900, GBP: 52_900, EUR: 61_900 };

/** A complete, valid listing body; override what a test is about. */
export function listingBody(categoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    category_id: categoryId,
    names: { en: 'Tagus Oak Standing Desk', fr: 'Bureau assis-debout Tagus en chêne', de: 'Tagus Steh-Schreibtisch aus Eiche' },
    short_descriptions: { en: 'Solid oak top, dual motor.', fr: 'Plateau en chêne massif, double moteur.', de: 'Massive Eichenplatte, Doppelmotor.' },
    descriptions: {
      en: 'A standing desk with a solid oak top finished by hand in Porto.',
      fr: 'Un bureau assis-debout au plateau en chêne massif fini à la main à Porto.',
      de: 'Ein Steh-Schreibtisch mit massiver Eichenplatte, in Porto von Hand veredelt.',
    },
    vendor_features: { en: ['Oiled oak from Portuguese forests'], fr: ['Chêne huilé des forêts portugaises'], de: ['Geölte Eiche aus portugiesischen Wäldern'] },
    vendor_description: { en: 'Oak Studio builds desks in Porto.', fr: 'Oak Studio fabrique des bureaux à Porto.', de: 'Oak Studio baut Schreibtische in Porto.' },
    labels: [1],
    variants: [
      { colour: 'natural oak', size: '140x70', frame: 'black', colour_hex: '#c8a165', stock: 12, prices: PRICES },
      { colour: 'natural oak', size: '160x80', frame: 'black', colour_hex: '#c8a165', stock: 0, prices: { ...PRICES, USD: 74_900 } },
    ],
    ...overrides,
  };
}

let colourTurn = 0;
/** A real PNG picture (sharp draws it), a different colour each time. */
export async function pngPicture(width = 400, height = 300): Promise<Buffer> {
  colourTurn += 1;
  return sharp({ create: { width, height, channels: 3, background: { r: (colourTurn * 40) % 255, g: 120, b: 90 } } }).png().toBuffer();
}

export function pictureBody(bytes: Buffer, contentType = 'image/png') {
  return { content_type: contentType, data_base64: bytes.toString('base64'), alt: { en: 'The desk from the front', fr: 'Le bureau vu de face', de: 'Der Schreibtisch von vorne' } };
}

export interface ListingWorld {
  team: BrandTeam & { slug: string };
  categoryId: number;
  operator: Awaited<ReturnType<typeof buildOperator>>;
}

export async function buildListingWorld(api: BrandsApi): Promise<ListingWorld> {
  const team = await buildBrandWithStore(api);
  const category = await buildCategory(api.db);
  const operator = await buildOperator(api.db);
  return { team, categoryId: category.id, operator };
}

export async function createListing(api: BrandsApi, world: ListingWorld, overrides: Record<string, unknown> = {}): Promise<ListingView> {
  return expectSuccessData(await api.call('POST', `/v1/brands/${world.team.brand.id}/listings`, { headers: world.team.manager.headers, body: listingBody(world.categoryId, overrides) }), 201) as ListingView;
}

export async function addPicture(api: BrandsApi, world: ListingWorld, productId: number): Promise<ListingView> {
  const answer = await api.call('POST', `/v1/brands/${world.team.brand.id}/listings/${productId}/pictures`, { headers: world.team.manager.headers, body: pictureBody(await pngPicture()) });
  return expectSuccessData(answer, 201) as ListingView;
}

/** Created, pictured, published and approved: in the store. */
export async function liveListing(api: BrandsApi, world: ListingWorld, overrides: Record<string, unknown> = {}): Promise<ListingView> {
  const created = await createListing(api, world, overrides);
  await addPicture(api, world, created.id);
  expectSuccessData(await api.call('POST', `/v1/brands/${world.team.brand.id}/listings/${created.id}/publish`, { headers: world.team.manager.headers }));
  return expectSuccessData(await api.call('POST', `/v1/admin/products/${created.id}/decision`, { headers: world.operator.headers, body: { decision: 'approve' } })) as ListingView;
}
