import { ERROR_HTTP_STATUS } from '@/lib/contracts/error-codes';
import type { AnyContract } from '@/lib/contracts/endpoint';
import { pathParamNames } from '../validate-input';
import type { HeaderObject, ReferenceObject, ResponseObject } from './openapi-types';

interface ErrorResponseInfo {
  component: string;
  description: string;
  headers?: Record<string, HeaderObject>;
}

const RETRY_AFTER: HeaderObject = { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 0 } };

/** Every error status the API answers with, as reusable `components.responses`. */
export const ERROR_RESPONSES: Readonly<Record<number, ErrorResponseInfo>> = {
  400: { component: 'BadRequest', description: 'The request is malformed: invalid JSON, a body where none is allowed, or fields that fail validation (listed in data.issues).' },
  401: { component: 'Unauthorized', description: 'No valid bearer token: missing, malformed, expired or not valid.' },
  402: { component: 'PaymentDeclined', description: 'The payment provider refused the payment (data.code PAYMENT_DECLINED); nothing was charged and the cart is kept.' },
  403: { component: 'Forbidden', description: "The token is valid but its role may not call this endpoint." },
  404: { component: 'NotFound', description: 'The resource does not exist, or is not the caller\'s.' },
  405: {
    component: 'MethodNotAllowed',
    description: 'The path exists, but not with this method.',
    headers: { Allow: { description: 'The methods this path accepts.', schema: { type: 'string' } } },
  },
  409: { component: 'Conflict', description: 'The request conflicts with the current state, e.g. the record already exists.' },
  413: { component: 'PayloadTooLarge', description: 'The request body is larger than this endpoint accepts.' },
  415: { component: 'UnsupportedMediaType', description: 'The request body is not sent as application/json.' },
  422: { component: 'Unprocessable', description: 'The request is well-formed but breaks a business rule.' },
  429: { component: 'TooManyRequests', description: 'Too many requests; retry later.', headers: { 'Retry-After': RETRY_AFTER } },
  500: { component: 'InternalError', description: 'An unexpected failure on the server (envelope status -1). Details are logged, never returned.' },
  503: { component: 'Unavailable', description: 'The service or its database is briefly unavailable (envelope status -1).', headers: { 'Retry-After': RETRY_AFTER } },
};

function acceptsBody(contract: AnyContract): boolean {
  return contract.method === 'POST' || contract.method === 'PUT' || contract.method === 'PATCH' || (contract.method === 'DELETE' && contract.body !== undefined);
}

/** The error statuses a contract can answer with, in ascending order. */
export function errorStatusesOf(contract: AnyContract): number[] {
  const statuses = new Set<number>([400, 405, 500]);
  if (contract.auth !== 'public') statuses.add(401);
  if (contract.auth !== 'public' && contract.auth !== 'optional') statuses.add(403);
  if (pathParamNames(contract.path).length > 0) statuses.add(404);
  if (acceptsBody(contract)) {
    statuses.add(413);
    statuses.add(415);
  }
  for (const code of contract.errors ?? []) statuses.add(ERROR_HTTP_STATUS[code]);
  return [...statuses].sort((a, b) => a - b);
}

/** The `responses` entries of a contract's errors, as references to the shared components. */
export function errorResponseRefs(contract: AnyContract): Record<string, ReferenceObject> {
  const refs: Record<string, ReferenceObject> = {};
  for (const status of errorStatusesOf(contract)) {
    const info = ERROR_RESPONSES[status];
    if (!info) throw new Error(`No documented error response for HTTP ${status}.`);
    refs[String(status)] = { $ref: `#/components/responses/${info.component}` };
  }
  return refs;
}

/** components.responses: one entry per error status, each answering the error envelope. */
export function errorResponseComponents(errorEnvelope: ReferenceObject): Record<string, ResponseObject> {
  const components: Record<string, ResponseObject> = {};
  for (const info of Object.values(ERROR_RESPONSES)) {
    components[info.component] = {
      description: info.description,
      ...(info.headers ? { headers: info.headers } : {}),
      content: { 'application/json': { schema: errorEnvelope } },
    };
  }
  return components;
}
