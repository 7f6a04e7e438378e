import { z } from 'zod';
import { MAX_DOCUMENT_BYTES } from '@/lib/brands/brand-rules';
import { defineEndpoint } from '../endpoint';
import { brandParamsSchema } from './brand-params-schemas';
import { applicationDetailsSchema, brandApplicationSchema, brandDocumentSchema, deletedDocumentSchema, documentParamsSchema, uploadDocumentSchema } from './applications-schemas';

/* Issue 16 item 2: a signed-in person applies as a brand, sends documents and submits. */

export const createBrandApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/brands',
  summary: 'Start a brand application',
  description: 'Creates a brand in state draft with the caller as its owner. A person may have at most 3 brands waiting (draft, applied or changes requested): 409 beyond.',
  tags: ['Brands'],
  auth: 'customer',
  body: applicationDetailsSchema,
  response: brandApplicationSchema,
  successStatus: 201,
  errors: ['CONFLICT'],
});

export const getBrandApplicationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/application',
  summary: 'A brand’s application: details, state, documents and history',
  description: 'Members (staff and up) and operators. Documents are listed without their bytes.',
  tags: ['Brands'],
  auth: 'customer',
  params: brandParamsSchema,
  response: brandApplicationSchema,
  errors: ['NOT_FOUND'],
});

export const updateBrandApplicationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/brands/{brandId}/application',
  summary: 'Edit a brand’s application details',
  description: 'Managers and owners, while the application is a draft or changes were requested (409 otherwise).',
  tags: ['Brands'],
  auth: 'customer',
  params: brandParamsSchema,
  body: applicationDetailsSchema,
  response: brandApplicationSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const uploadBrandDocumentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/brands/{brandId}/documents',
  summary: 'Send an application document',
  description:
    'Managers and owners. PDF, JPEG or PNG, checked by its first bytes (a PNG declared as a PDF is refused: 415), at most 5 MB (413), of a kind accepted for the brand’s country (422). ' +
    'While the brand is a draft, has changes requested or is approved; a rejected or suspended brand sends none (409).',
  tags: ['Brands'],
  auth: 'customer',
  params: brandParamsSchema,
  body: uploadDocumentSchema,
  response: brandDocumentSchema,
  successStatus: 201,
  // base64 makes 4 bytes of 3, plus the JSON around it.
  maxBodyBytes: Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 16 * 1024,
  errors: ['NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNPROCESSABLE'],
});

export const deleteBrandDocumentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/brands/{brandId}/documents/{documentId}',
  summary: 'Remove an application document',
  description: 'Managers and owners, while the application is a draft or changes were requested.',
  tags: ['Brands'],
  auth: 'customer',
  params: documentParamsSchema,
  response: deletedDocumentSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const brandDocumentFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/documents/{documentId}/file',
  summary: 'Download an application document',
  description:
    'The bytes themselves (no envelope), as an attachment, with Cache-Control: private, no-store. Members and operators only; another brand’s document answers the same 404 as a missing one.',
  tags: ['Brands'],
  auth: 'customer',
  params: documentParamsSchema,
  response: z.null(),
  errors: ['NOT_FOUND'],
});

export const submitBrandApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/brands/{brandId}/application/submit',
  summary: 'Submit a brand application for review',
  description: 'Owners. From draft or changes requested to applied (409 otherwise); 422 lists the required documents still missing. Mails the brand and the operators.',
  tags: ['Brands'],
  auth: 'customer',
  params: brandParamsSchema,
  response: brandApplicationSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE'],
});
