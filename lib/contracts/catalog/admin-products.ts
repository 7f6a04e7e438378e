import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  adminListingDetailSchema,
  adminListingListSchema,
  adminProductParamsSchema,
  adminProductsQuerySchema,
  decideListingBodySchema,
  productPictureParamsSchema,
} from './brand-listings-schemas';

/* Operators approve brand products on their first publish (issue 17 items 1 and 5), and the
 * public files of uploaded product pictures. */

export const listAdminProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/products',
  summary: 'Brand products in one approval state (pending by default), oldest request first',
  tags: ['Admin', 'Listings'],
  auth: 'admin',
  query: adminProductsQuerySchema,
  response: adminListingListSchema,
});

export const getAdminProductEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/products/{productId}',
  summary: 'One brand product as the operators review it',
  tags: ['Admin', 'Listings'],
  auth: 'admin',
  params: adminProductParamsSchema,
  response: adminListingDetailSchema,
  errors: ['NOT_FOUND'],
});

export const decideAdminProductEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/products/{productId}/decision',
  summary: 'Approves a pending brand product (it goes into the store at once) or refuses it with a reason',
  description: '409 when the product is not pending. The brand reads the reason on /brand/listings.',
  tags: ['Admin', 'Listings'],
  auth: 'admin',
  params: adminProductParamsSchema,
  body: decideListingBodySchema,
  response: adminListingDetailSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const productPictureEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/product-pictures/{file}',
  summary: 'A product picture uploaded by a brand, public and cached for a year',
  description: 'Answers the image/webp bytes themselves (no envelope): `upl-{set}[-angle|-detail|-pN]-{width}.webp`. The set key changes with every picture change; an unknown file gets 404 in the envelope.',
  tags: ['Catalog'],
  auth: 'public',
  params: productPictureParamsSchema,
  response: z.null(),
  errors: ['NOT_FOUND'],
});

export const adminProductEndpoints = [listAdminProductsEndpoint, getAdminProductEndpoint, decideAdminProductEndpoint, productPictureEndpoint] as const;
