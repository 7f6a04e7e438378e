import { LISTING_PICTURE_BYTES_MAX } from '@/lib/catalog/listing-rules';
import {
  arrangeListingPicturesBodySchema,
  listingCategoriesSchema,
  listingInputSchema,
  listingListQuerySchema,
  listingListSchema,
  listingParamsSchema,
  listingPictureParamsSchema,
  listingViewSchema,
  uploadListingPictureBodySchema,
} from '../catalog/brand-listings-schemas';
import { defineBrandEndpoint } from './define-brand-endpoint';
import { brandParamsSchema } from './brand-params-schemas';

/* Issue 17 item 1: a brand's own products (decision 0032), served through withBrandApi. Staff
 * read; managers and owners write. Another brand's product answers 404, like a missing one. */

const tags = ['Brands', 'Listings'];
const writeErrors = ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'UNPROCESSABLE'] as const;

export const listListingsEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/listings',
  summary: "One page of the brand's products, newest change first, with counts by state",
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  query: listingListQuerySchema,
  response: listingListSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const listingCategoriesEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/listing-categories',
  summary: 'The categories a brand may file a product in',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  response: listingCategoriesSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const createListingEndpoint = defineBrandEndpoint({
  method: 'POST',
  path: '/v1/brands/{brandId}/listings',
  summary: 'A new draft product with its variants, prices and stock (manager or owner)',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  body: listingInputSchema,
  response: listingViewSchema,
  successStatus: 201,
  maxBodyBytes: 300_000,
  errors: [...writeErrors],
});

export const getListingEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/listings/{productId}',
  summary: 'One product of the brand, as it is edited',
  tags,
  auth: 'customer',
  params: listingParamsSchema,
  response: listingViewSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const updateListingEndpoint = defineBrandEndpoint({
  method: 'PUT',
  path: '/v1/brands/{brandId}/listings/{productId}',
  summary: 'Rewrites a product: texts, sections, labels, variants, prices, stock (manager or owner)',
  description: 'An approved product changes in the store at once; its cached pages and search document follow.',
  tags,
  auth: 'customer',
  params: listingParamsSchema,
  body: listingInputSchema,
  response: listingViewSchema,
  maxBodyBytes: 300_000,
  errors: [...writeErrors],
});

export const publishListingEndpoint = defineBrandEndpoint({
  method: 'POST',
  path: '/v1/brands/{brandId}/listings/{productId}/publish',
  summary: 'Publishes a product: the first time it waits for an operator, later it is back in the store at once',
  tags,
  auth: 'customer',
  params: listingParamsSchema,
  response: listingViewSchema,
  errors: [...writeErrors],
});

export const unpublishListingEndpoint = defineBrandEndpoint({
  method: 'POST',
  path: '/v1/brands/{brandId}/listings/{productId}/unpublish',
  summary: 'Takes a product out of the store (or withdraws a pending request)',
  tags,
  auth: 'customer',
  params: listingParamsSchema,
  response: listingViewSchema,
  errors: [...writeErrors],
});

export const duplicateListingEndpoint = defineBrandEndpoint({
  method: 'POST',
  path: '/v1/brands/{brandId}/listings/{productId}/duplicate',
  summary: 'A new draft copy of a product, pictures included',
  tags,
  auth: 'customer',
  params: listingParamsSchema,
  response: listingViewSchema,
  successStatus: 201,
  errors: [...writeErrors],
});

export const uploadListingPictureEndpoint = defineBrandEndpoint({
  method: 'POST',
  path: '/v1/brands/{brandId}/listings/{productId}/pictures',
  summary: 'Adds a picture to a product (manager or owner)',
  description: `JPEG, PNG or WebP (checked by its first bytes), at most ${LISTING_PICTURE_BYTES_MAX / 1024 / 1024} MB, at least 160×160 px; stored as square WebP files at the storefront's widths.`,
  tags,
  auth: 'customer',
  params: listingParamsSchema,
  body: uploadListingPictureBodySchema,
  response: listingViewSchema,
  successStatus: 201,
  maxBodyBytes: 6 * 1024 * 1024,
  errors: [...writeErrors, 'PAYLOAD_TOO_LARGE'],
});

export const arrangeListingPicturesEndpoint = defineBrandEndpoint({
  method: 'PUT',
  path: '/v1/brands/{brandId}/listings/{productId}/pictures',
  summary: 'Orders the pictures of a product and sets their alt texts',
  tags,
  auth: 'customer',
  params: listingParamsSchema,
  body: arrangeListingPicturesBodySchema,
  response: listingViewSchema,
  errors: [...writeErrors],
});

export const removeListingPictureEndpoint = defineBrandEndpoint({
  method: 'DELETE',
  path: '/v1/brands/{brandId}/listings/{productId}/pictures/{pictureId}',
  summary: 'Removes a picture of a product',
  tags,
  auth: 'customer',
  params: listingPictureParamsSchema,
  response: listingViewSchema,
  errors: [...writeErrors],
});

export const listingEndpoints = [
  listListingsEndpoint,
  listingCategoriesEndpoint,
  createListingEndpoint,
  getListingEndpoint,
  updateListingEndpoint,
  publishListingEndpoint,
  unpublishListingEndpoint,
  duplicateListingEndpoint,
  uploadListingPictureEndpoint,
  arrangeListingPicturesEndpoint,
  removeListingPictureEndpoint,
] as const;
