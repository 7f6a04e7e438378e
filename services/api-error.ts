/**
 * The failure kinds of spec §8. Every failed API call reaches callers as one `ApiError`, so the
 * UI can branch on `kind` (and translate its own text) instead of parsing axios internals.
 */
export const API_ERROR_KINDS = [
  'cannot-connect',
  'timeout',
  'server-error',
  'unauthorized',
  'forbidden',
  'not-found',
  'rejected',
  'cancelled',
  'bad-data',
  'unknown',
] as const;

export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

/** Spec §8: every 5xx reads as this message and envelope status, whatever the server sent. */
export const SERVER_ERROR_MESSAGE = 'Server Error';
export const SERVER_ERROR_STATUS = -1;

/** Envelope status used when the server sent no envelope: never positive, since it is a failure. */
export const NO_ENVELOPE_STATUS = 0;

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  message: string;
  /** Envelope status where known; otherwise `NO_ENVELOPE_STATUS` (or -1 for server errors). */
  status?: number;
  /** HTTP status when a response arrived. */
  httpStatus?: number;
  /** The response body as received, when a response arrived. */
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly httpStatus?: number;
  readonly body?: unknown;

  constructor(details: ApiErrorDetails) {
    super(details.message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.kind = details.kind;
    this.status = details.status ?? NO_ENVELOPE_STATUS;
    this.httpStatus = details.httpStatus;
    this.body = details.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Kinds worth retrying automatically: the same request may well succeed a moment later. */
const TRANSIENT_KINDS: ReadonlySet<ApiErrorKind> = new Set(['cannot-connect', 'timeout', 'server-error']);

export function isTransientApiError(value: unknown): boolean {
  return isApiError(value) && TRANSIENT_KINDS.has(value.kind);
}
