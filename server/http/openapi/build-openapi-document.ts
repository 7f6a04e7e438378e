import { ACCESS_TOKEN_TTL_SECONDS } from '../access-token';
import { apiEndpoints } from '@/lib/contracts/api-endpoints';
import type { AnyContract } from '@/lib/contracts/endpoint';
import { errorEnvelopeSchema } from '@/lib/contracts/envelope-schemas';
import { appVersion } from '@/server/http/health/app-version';
import { BEARER_SCHEME, buildOperation } from './build-operation';
import { errorResponseComponents } from './error-responses';
import { LOCALE_PARAMETER_COMPONENT, localeParameter } from './operation-parameters';
import type { OpenApiDocument, OperationMethod, PathItemObject } from './openapi-types';
import { SchemaComponents } from './schema-components';

const DESCRIPTION = [
  'The API of the Deskhaus store. Every answer is the envelope `{ status, data, message }`:',
  '`status` is 1 on success, 0 when the request was refused (4xx) and -1 on a server failure (5xx);',
  'errors carry `data.code` and, for invalid input, `data.issues`.',
  'The one exception is GET /v1/openapi.json, which answers this document as it is.',
].join(' ');

/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint contracts (by default the
 * registry in lib/contracts/api-endpoints.ts), so it cannot drift from what the routes validate.
 */
export function buildOpenApiDocument(contracts: readonly AnyContract[] = apiEndpoints, version: string = appVersion()): OpenApiDocument {
  const components = new SchemaComponents();
  const errorEnvelope = components.register('ErrorEnvelope', errorEnvelopeSchema, 'output');
  const paths: Record<string, PathItemObject> = {};
  for (const contract of contracts) {
    const pathItem = (paths[contract.path] ??= {});
    const method = contract.method.toLowerCase() as OperationMethod;
    if (pathItem[method]) throw new Error(`Two contracts declare ${contract.method} ${contract.path}.`);
    pathItem[method] = buildOperation(contract, components);
  }
  const tags = [...new Set(contracts.flatMap((contract) => contract.tags))].sort((a, b) => a.localeCompare(b));
  return {
    openapi: '3.1.0',
    info: { title: 'Deskhaus API', version, description: DESCRIPTION },
    servers: [{ url: '/api', description: 'This deployment' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: components.schemas,
      responses: errorResponseComponents(errorEnvelope),
      parameters: { [LOCALE_PARAMETER_COMPONENT]: localeParameter },
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: `The access token from POST /v1/customers/sign-in, valid ${ACCESS_TOKEN_TTL_SECONDS / 60} minutes.`,
        },
      },
    },
  };
}
