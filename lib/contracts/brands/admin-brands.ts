import { defineEndpoint } from '../endpoint';
import {
  adminBrandDetailSchema,
  adminBrandListQuerySchema,
  adminBrandListSchema,
  adminOverviewSchema,
  suspendBrandBodySchema,
} from './admin-brands-schemas';
import { brandParamsSchema } from './brand-params-schemas';

/* Operators' brand management (issue 16 item 4), served through withOperatorApi. */

export const adminOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/overview',
  summary: 'What waits for the operators: brand applications and brands by status',
  tags: ['Admin'],
  auth: 'admin',
  response: adminOverviewSchema,
});

export const listAdminBrandsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/brands',
  summary: 'Approved and suspended brands, by name, with search',
  description: 'Applications (draft, applied, changes requested, rejected) are listed by /v1/admin/brand-applications.',
  tags: ['Admin'],
  auth: 'admin',
  query: adminBrandListQuerySchema,
  response: adminBrandListSchema,
});

export const getAdminBrandEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/brands/{brandId}',
  summary: 'One brand with its contact, store, members count and history',
  tags: ['Admin'],
  auth: 'admin',
  params: brandParamsSchema,
  response: adminBrandDetailSchema,
  errors: ['NOT_FOUND'],
});

export const suspendBrandEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/brands/{brandId}/suspension',
  summary: 'Suspend an approved brand: its products leave the store at once',
  description:
    'Only an approved brand can be suspended (409 otherwise). The note is required and e-mailed to the owners. ' +
    "The brand's store closes: its products leave listings, search, product pages and carts, the cached pages are re-rendered. " +
    'Its orders can still be shipped by the brand and by operations.',
  tags: ['Admin'],
  auth: 'admin',
  params: brandParamsSchema,
  body: suspendBrandBodySchema,
  response: adminBrandDetailSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const reinstateBrandEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/admin/brands/{brandId}/suspension',
  summary: 'Reinstate a suspended brand: its store opens again',
  description: 'Only a suspended brand can be reinstated (409 otherwise). The owners are told by e-mail.',
  tags: ['Admin'],
  auth: 'admin',
  params: brandParamsSchema,
  response: adminBrandDetailSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const adminBrandEndpoints = [adminOverviewEndpoint, listAdminBrandsEndpoint, getAdminBrandEndpoint, suspendBrandEndpoint, reinstateBrandEndpoint] as const;
