import { defineEndpoint } from '../endpoint';
import { adminApplicationParamsSchema, adminApplicationSchema, applicationsPageSchema, applicationsQuerySchema, decisionBodySchema } from './admin-applications-schemas';

/* Operators review brand applications (issue 16 item 4). Documents are downloaded through
 * GET /v1/brands/{brandId}/documents/{documentId}/file, which operators may read. */

export const listBrandApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/brand-applications',
  summary: 'Brand applications in one state, oldest waiting first',
  tags: ['Admin', 'Brands'],
  auth: 'admin',
  query: applicationsQuerySchema,
  response: applicationsPageSchema,
});

export const getAdminBrandApplicationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/brand-applications/{brandId}',
  summary: 'One brand application with its documents and history',
  tags: ['Admin', 'Brands'],
  auth: 'admin',
  params: adminApplicationParamsSchema,
  response: adminApplicationSchema,
  errors: ['NOT_FOUND'],
});

export const decideBrandApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/brand-applications/{brandId}/decision',
  summary: 'Approve, ask for changes or reject a brand application',
  description:
    'Only an application waiting for review (applied) can be decided: 409 otherwise, so of two operators deciding at once exactly one wins. ' +
    'A note (at most 2000 characters) is required to ask for changes or reject. The brand’s owners and contact address are e-mailed.',
  tags: ['Admin', 'Brands'],
  auth: 'admin',
  params: adminApplicationParamsSchema,
  body: decisionBodySchema,
  response: adminApplicationSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});
