import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import { languageOfLocale } from '@/lib/i18n/locales';
import { authenticate } from './authenticate';
import type { AnyContract } from '@/lib/contracts/endpoint';
import { successEnvelope } from './envelope';
import { assertNoBody, DEFAULT_MAX_BODY_BYTES, readJsonBody } from './read-body';
import { rejectUnknownFields } from './reject-unknown-fields';
import { refuseUnsafeText } from './refuse-unsafe-text';
import { LOCALE_HEADER, localeFromRequest, type RequestContext } from './request-context';
import { requestIdOf } from './request-id';
import { refuseCrossSiteCookieRequest } from './same-origin';
import { sendError, sendMethodNotAllowed } from './send-error';
import { requestLogger } from './logger';
import { observeRequest } from './metrics/registry';
import { traceRequest } from './monitoring/monitor';
import { pathParamNames, splitQuery, validateInput } from './validate-input';

/* The contract's schema properties are optional, so C['body'] includes undefined even when a
 * schema is declared; NonNullable recovers the schema (defineEndpoint types a missing part as
 * z.ZodUndefined, whose output is undefined). */
type Parsed<S> = z.output<NonNullable<S> extends z.ZodType ? NonNullable<S> : z.ZodUndefined>;

export type ApiContext<C extends AnyContract> = RequestContext<Parsed<C['params']>, Parsed<C['query']>, Parsed<C['body']>>;

export type ApiHandler<C extends AnyContract> = (ctx: ApiContext<C>) => Promise<z.input<C['response']>> | z.input<C['response']>;

/** A Next API handler that also carries the contracts it serves (read by tests and OpenAPI). */
export interface ApiRoute extends NextApiHandler {
  contracts: AnyContract[];
}

/** Every /api/v1 route goes through here: method, auth, input validation, locale, errors, envelope. */
/** What is known before the body is read: enough to refuse a caller who may not send one. */
export type BeforeBodyContext<C extends AnyContract> = Omit<ApiContext<C>, 'body' | 'setStatus'>;

export interface ApiOptions<C extends AnyContract> {
  /**
   * Runs after authentication and the params and query checks, before the body is read: a
   * route that accepts a large body refuses a caller who may not write at all (a review by
   * someone who never bought the product) without receiving megabytes first (issue 21 item 6).
   */
  beforeBody?: (ctx: BeforeBodyContext<C>) => Promise<void>;
}

export function withApi<C extends AnyContract>(contract: C, handler: ApiHandler<C>, options: ApiOptions<C> = {}): ApiRoute {
  if (contract.method === 'GET' && contract.body) throw new Error(`${contract.method} ${contract.path}: a GET endpoint takes no body.`);
  const run = handler as unknown as UntypedHandler;
  const beforeBody = options.beforeBody as unknown as UntypedBeforeBody | undefined;
  const bodySchema = contract.body && rejectUnknownFields(contract.body);
  const route = async (req: NextApiRequest, res: NextApiResponse) => {
    const started = performance.now();
    res.once('finish', () => recordAnswer(contract, req, res, started));
    await traceRequest(`${contract.method} ${contract.path}`, () => runEndpoint(contract, bodySchema, run, req, res, beforeBody));
  };
  return Object.assign(route, { contracts: [contract] });
}

/** One route file serving several methods of the same path (GET and PUT of a profile, say). */
export function routeMethods(...routes: ApiRoute[]): ApiRoute {
  const byMethod = new Map<string, ApiRoute>();
  const paths = new Set<string>();
  for (const route of routes) {
    for (const contract of route.contracts) {
      if (byMethod.has(contract.method)) throw new Error(`routeMethods: ${contract.method} ${contract.path} is declared twice.`);
      byMethod.set(contract.method, route);
      paths.add(contract.path);
    }
  }
  if (paths.size > 1) throw new Error(`routeMethods: one route file serves one path, got ${[...paths].join(', ')}.`);
  const route = async (req: NextApiRequest, res: NextApiResponse) => {
    const target = byMethod.get((req.method ?? 'GET').toUpperCase());
    if (target) {
      await target(req, res);
      return;
    }
    const requestId = requestIdOf(req);
    res.setHeader('X-Request-Id', requestId);
    sendMethodNotAllowed(res, [...byMethod.keys()], requestId);
  };
  return Object.assign(route, { contracts: routes.flatMap((r) => r.contracts) });
}

/** One metrics sample and one JSON log line per answer, with the request id of X-Request-Id. */
function recordAnswer(contract: AnyContract, req: NextApiRequest, res: NextApiResponse, started: number): void {
  const seconds = (performance.now() - started) / 1000;
  const method = (req.method ?? 'GET').toUpperCase();
  observeRequest(contract.path, method, res.statusCode, seconds);
  const requestId = String(res.getHeader('X-Request-Id') ?? '');
  requestLogger(requestId).info({ method, route: contract.path, status: res.statusCode, durationMs: Math.round(seconds * 1000) }, 'api answer');
}

type UntypedHandler = (ctx: RequestContext<unknown, unknown, unknown>) => unknown;
type UntypedBeforeBody = (ctx: Omit<RequestContext<unknown, unknown, unknown>, 'body' | 'setStatus'>) => Promise<void>;

/* The request headers the wrapper and handlers read. Node's parser already refuses control
 * characters in header values; checking them here keeps decision 0028 whole behind a proxy that
 * hands over decoded values. */
const HEADERS_READ = ['authorization', LOCALE_HEADER, 'idempotency-key'] as const;

function headersRead(req: NextApiRequest): Record<string, string | string[]> {
  const read: Record<string, string | string[]> = {};
  for (const name of HEADERS_READ) {
    const value = req.headers[name];
    if (value !== undefined) read[name] = value;
  }
  return read;
}

async function runEndpoint(
  contract: AnyContract,
  bodySchema: z.ZodType | undefined,
  handler: UntypedHandler,
  req: NextApiRequest,
  res: NextApiResponse,
  beforeBody?: UntypedBeforeBody,
): Promise<void> {
  const requestId = requestIdOf(req);
  res.setHeader('X-Request-Id', requestId);
  try {
    const method = (req.method ?? 'GET').toUpperCase();
    if (method !== contract.method) {
      sendMethodNotAllowed(res, [contract.method], requestId);
      return;
    }
    refuseUnsafeText(headersRead(req), 'headers');
    refuseCrossSiteCookieRequest(req, method);
    const caller = await authenticate(req, contract.auth);
    const { params: rawParams, query: rawQuery } = splitQuery(req.query, pathParamNames(contract.path));
    const params = validateInput(contract.params, rawParams, 'params');
    const query = validateInput(contract.query, rawQuery, 'query');
    const locale = localeFromRequest(req);
    if (beforeBody) await beforeBody({ req, res, params, query, caller, locale, language: languageOfLocale(locale), requestId });
    const body = await readBody(req, method, contract, bodySchema);

    let status: number = contract.successStatus ?? 200;
    const data = await handler({
      req,
      res,
      params,
      query,
      body,
      caller,
      locale,
      language: languageOfLocale(locale),
      requestId,
      setStatus: (code) => {
        status = code;
      },
    });
    if (res.headersSent) return; // the handler streamed its own answer
    const output = parseResponse(contract, data);
    res.setHeader('Cache-Control', contract.cacheControl ?? 'private, no-store');
    res.status(status).json(contract.rawResponse ? output : successEnvelope(output ?? null));
  } catch (error) {
    sendError(res, error, requestId, contract.path);
  }
}

async function readBody(req: NextApiRequest, method: string, contract: AnyContract, bodySchema: z.ZodType | undefined): Promise<unknown> {
  if (method === 'GET' || (method === 'DELETE' && !bodySchema)) {
    await assertNoBody(req, method);
    return undefined;
  }
  const raw = await readJsonBody(req, contract.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  return validateInput(bodySchema, bodySchema && raw === undefined ? {} : raw, 'body');
}

/* Always parsed, in production too: the schema strips fields the contract does not list, so a
 * handler that returns a whole database row cannot leak a column by accident. */
function parseResponse(contract: AnyContract, data: unknown): unknown {
  const result = contract.response.safeParse(data);
  if (!result.success) {
    throw new Error(`Response of ${contract.method} ${contract.path} does not match its contract: ${result.error.message}`);
  }
  return result.data;
}
