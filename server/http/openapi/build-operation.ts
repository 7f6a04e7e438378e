import type { AnyContract } from '@/lib/contracts/endpoint';
import { DEFAULT_MAX_BODY_BYTES } from '../read-body';
import { stripsUnknownFields } from '../reject-unknown-fields';
import { errorResponseRefs } from './error-responses';
import { componentPrefixOf, operationIdOf } from './operation-id';
import { operationParameters } from './operation-parameters';
import type { OperationObject, ReferenceObject, RequestBodyObject, ResponseObject, SchemaObject, SecurityRequirement } from './openapi-types';
import type { SchemaComponents } from './schema-components';

export const BEARER_SCHEME = 'bearerAuth';

const SUCCESS_DESCRIPTIONS = { 200: 'OK', 201: 'Created', 202: 'Accepted' } as const;

function securityOf(contract: AnyContract): SecurityRequirement[] {
  if (contract.auth === 'public') return [];
  // An empty requirement object means "no credentials" is acceptable too.
  if (contract.auth === 'optional') return [{}, { [BEARER_SCHEME]: [] }];
  return [{ [BEARER_SCHEME]: [] }];
}

/** The envelope of a successful answer around the operation's own data schema. */
function successEnvelope(data: ReferenceObject): SchemaObject {
  return {
    type: 'object',
    properties: {
      status: { type: 'integer', const: 1, description: 'Positive: the call succeeded.' },
      data,
      message: { type: 'string' },
    },
    required: ['status', 'data', 'message'],
    additionalProperties: false,
  };
}

function requestBodyOf(contract: AnyContract, components: SchemaComponents): RequestBodyObject | undefined {
  const body = contract.body;
  if (!body) return undefined;
  const strict = stripsUnknownFields(body);
  const schema = components.register(`${componentPrefixOf(contract)}Body`, body, 'input', (json) => {
    if (strict) json.additionalProperties = false;
  });
  const kilobytes = Math.round((contract.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) / 1024);
  let acceptsEmpty: boolean;
  try {
    // The wrapper validates a missing body as {}: the body is optional exactly when {} is valid.
    acceptsEmpty = body.safeParse({}).success;
  } catch {
    acceptsEmpty = false;
  }
  return {
    description: `JSON, at most ${kilobytes} kB.${strict ? ' Unknown fields are refused.' : ''}`,
    required: !acceptsEmpty,
    content: { 'application/json': { schema } },
  };
}

function successResponseOf(contract: AnyContract, components: SchemaComponents): ResponseObject {
  const data = components.register(`${componentPrefixOf(contract)}Response`, contract.response, 'output');
  const cacheControl = contract.cacheControl ?? 'private, no-store';
  return {
    description: contract.rawResponse ? `${SUCCESS_DESCRIPTIONS[contract.successStatus ?? 200]}: the document itself, without the envelope.` : SUCCESS_DESCRIPTIONS[contract.successStatus ?? 200],
    headers: { 'Cache-Control': { description: `Always "${cacheControl}".`, schema: { type: 'string' } } },
    content: { 'application/json': { schema: contract.rawResponse ? data : successEnvelope(data) } },
  };
}

/** One contract as an OpenAPI operation; its schemas are added to `components`. */
export function buildOperation(contract: AnyContract, components: SchemaComponents): OperationObject {
  const requestBody = requestBodyOf(contract, components);
  return {
    operationId: operationIdOf(contract),
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: contract.tags,
    security: securityOf(contract),
    'x-auth': contract.auth,
    parameters: operationParameters(contract, components),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(contract.successStatus ?? 200)]: successResponseOf(contract, components),
      ...errorResponseRefs(contract),
    },
  };
}
