import type { z } from 'zod';
import type { ErrorCode } from './error-codes';
import type { Role } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint.
 * - public: anyone; a bearer token is ignored.
 * - optional: anyone; a valid token identifies the caller, an invalid or expired one is refused
 *   (so the client's session rules can refresh it).
 * - customer / vendor / admin: a valid token of that role (admins pass every role check).
 */
export type AuthRequirement = 'public' | 'optional' | Role;

export interface EndpointContract<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** OpenAPI path under the API base, with {param} placeholders: "/v1/catalog/products/{code}". */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: AuthRequirement;
  /** Path params, as strings (the route file's [name] segments). */
  params?: TParams;
  /** Query params: strings or string arrays; use the helpers of query-schemas.ts to convert. */
  query?: TQuery;
  /**
   * JSON body. A top-level `z.object` refuses unknown fields (see reject-unknown-fields.ts); a
   * missing body is validated as `{}`.
   */
  body?: TBody;
  /** The `data` of a successful answer. It is parsed before sending: unknown keys are stripped. */
  response: TResponse;
  /** HTTP status of a successful answer (default 200). */
  successStatus?: 200 | 201 | 202;
  /**
   * Business errors the handler may throw, besides those every endpoint can answer
   * (400, 405, 500; 401/403 from `auth`; 413/415 for bodies). Documented in OpenAPI.
   */
  errors?: ErrorCode[];
  /** Largest accepted body in bytes (default 100 kB). */
  maxBodyBytes?: number;
  /** Value for Cache-Control on success; personal answers default to "private, no-store". */
  cacheControl?: string;
  /**
   * Send `data` as the whole body instead of inside the envelope. Only for documents that tools
   * fetch as they are (GET /v1/openapi.json); errors still answer in the envelope.
   */
  rawResponse?: true;
}

/** Any contract, whatever its schemas: what the registry, the wrapper and OpenAPI handle. */
export type AnyContract = EndpointContract<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

/**
 * Declares an endpoint's contract once; the route, the OpenAPI document and the client share it.
 * Parts left out are typed `undefined` in the handler's context.
 */
export function defineEndpoint<
  TParams extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TBody extends z.ZodType = z.ZodUndefined,
  TResponse extends z.ZodType = z.ZodType,
>(contract: EndpointContract<TParams, TQuery, TBody, TResponse>): EndpointContract<TParams, TQuery, TBody, TResponse> {
  return contract;
}
