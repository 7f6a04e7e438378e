import { defineEndpoint } from '../endpoint';
import { openApiDocumentSchema } from './openapi-schemas';

export const openApiDocumentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/openapi.json',
  summary: 'This API described in OpenAPI 3.1',
  description: 'Answers the document itself, without the envelope, so that OpenAPI tools can read it directly.',
  tags: ['Platform'],
  auth: 'public',
  response: openApiDocumentSchema,
  rawResponse: true,
  // The document changes only with a deploy.
  cacheControl: 'public, max-age=300, stale-while-revalidate=86400',
});
