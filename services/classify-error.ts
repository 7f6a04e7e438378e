import axios, { type AxiosError } from 'axios';
import { envelopeMessage, isApiEnvelope } from '@/services/api-envelope';
import { ApiError, SERVER_ERROR_MESSAGE, SERVER_ERROR_STATUS, type ApiErrorKind } from '@/services/api-error';

/**
 * Codes meaning the server could not be reached. Node's http adapter reports the socket error
 * code; browsers hide the cause and axios reports ERR_NETWORK.
 */
const CANNOT_CONNECT_CODES: ReadonlySet<string> = new Set([
  'ERR_NETWORK',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

const DEFAULT_MESSAGES: Readonly<Record<ApiErrorKind, string>> = {
  'cannot-connect': 'Cannot connect to the server',
  timeout: 'The request timed out',
  'server-error': SERVER_ERROR_MESSAGE,
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  'not-found': 'Not found',
  rejected: 'The request was rejected',
  cancelled: 'The request was cancelled',
  'bad-data': 'The server answered with bad data',
  unknown: 'Unknown error',
};

/**
 * Classifies an HTTP answer that is not a success. Exported for callers that talk HTTP without
 * axios (fetch with keepalive, for instance) but want the same kinds.
 */
export function classifyHttpFailure(httpStatus: number, body: unknown, cause?: unknown): ApiError {
  if (httpStatus >= 500) {
    return new ApiError({ kind: 'server-error', message: SERVER_ERROR_MESSAGE, status: SERVER_ERROR_STATUS, httpStatus, body, cause });
  }
  const kind = kindOfHttpStatus(httpStatus);
  return new ApiError({
    kind,
    message: envelopeMessage(body) ?? (kind === 'rejected' ? `The request was rejected with HTTP ${httpStatus}` : DEFAULT_MESSAGES[kind]),
    status: isApiEnvelope(body) ? body.status : undefined,
    httpStatus,
    body,
    cause,
  });
}

function kindOfHttpStatus(httpStatus: number): ApiErrorKind {
  if (httpStatus === 401) return 'unauthorized';
  if (httpStatus === 403) return 'forbidden';
  if (httpStatus === 404) return 'not-found';
  if (httpStatus >= 400 && httpStatus < 500) return 'rejected';
  // 1xx and 3xx answers that reach here (a redirect without a target, say) are not expected.
  return 'unknown';
}

/** Turns anything a request can throw into the spec §8 kind it belongs to. */
export function classifyError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return withoutResponse('cancelled', error);
  if (axios.isAxiosError(error)) return classifyAxiosError(error);
  if (isAbortError(error)) return withoutResponse('cancelled', error);
  return new ApiError({ kind: 'unknown', message: messageOf(error) ?? DEFAULT_MESSAGES.unknown, cause: error });
}

function classifyAxiosError(error: AxiosError): ApiError {
  if (error.response) return classifyHttpFailure(error.response.status, error.response.data, error);
  const code = error.code ?? codeOf(error.cause);
  if (code === 'ERR_CANCELED') return withoutResponse('cancelled', error);
  if (code === 'ETIMEDOUT' || (code === 'ECONNABORTED' && /timeout/i.test(error.message))) {
    return withoutResponse('timeout', error);
  }
  // Time-outs are reported as ETIMEDOUT (the client sets clarifyTimeoutError), so a remaining
  // ECONNABORTED is the browser aborting the request itself, e.g. when the page unloads.
  if (code === 'ECONNABORTED') return withoutResponse('cancelled', error);
  if (code !== undefined && CANNOT_CONNECT_CODES.has(code)) return withoutResponse('cannot-connect', error);
  return new ApiError({ kind: 'unknown', message: error.message || DEFAULT_MESSAGES.unknown, cause: error });
}

function withoutResponse(kind: ApiErrorKind, cause: unknown): ApiError {
  return new ApiError({ kind, message: DEFAULT_MESSAGES[kind], cause });
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function codeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(value: unknown): string | undefined {
  if (value instanceof Error && value.message) return value.message;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
