import { ApiError } from '@/services/api-error';

/** Spec §3: every API answer is wrapped in this envelope; a positive status means success. */
export interface ApiEnvelope<T = unknown> {
  status: number;
  data?: T;
  message?: string | null;
}

export function isApiEnvelope(body: unknown): body is ApiEnvelope {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { status, message } = body as Record<string, unknown>;
  return typeof status === 'number' && Number.isFinite(status) && (message === undefined || message === null || typeof message === 'string');
}

export function envelopeMessage(body: unknown): string | undefined {
  if (!isApiEnvelope(body)) return undefined;
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
}


/** Accepts anything with a zod-like `safeParse`, so callers can validate `data` at run time. */
export interface DataSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * Returns `data` of a 2xx answer whose envelope status is positive. Anything else is bad data
 * (spec §8: treated as failure) and carries the body so callers can inspect what came back.
 */
export function readEnvelopeData<T>(httpStatus: number, body: unknown, schema?: DataSchema<T>): T {
  if (!isApiEnvelope(body)) {
    throw new ApiError({ kind: 'bad-data', message: 'The server answered without an envelope', httpStatus, body });
  }
  if (!(body.status > 0)) {
    throw new ApiError({
      kind: 'bad-data',
      message: envelopeMessage(body) ?? 'The server reported a failure',
      status: body.status,
      httpStatus,
      body,
    });
  }
  if (!schema) return body.data as T;
  const parsed = schema.safeParse(body.data);
  if (parsed.success) return parsed.data;
  throw new ApiError({
    kind: 'bad-data',
    message: 'The server answered with data of an unexpected shape',
    status: body.status,
    httpStatus,
    body,
    cause: parsed.error,
  });
}
