import { ApiError, type ApiErrorKind } from '@/services/api-error';

/** An ApiError as the client builds it for an HTTP refusal, with the response headers in its cause. */
export function httpError(httpStatus: number, headers: Record<string, string> = {}): ApiError {
  const kind: ApiErrorKind =
    httpStatus === 401 ? 'unauthorized' : httpStatus === 403 ? 'forbidden' : httpStatus >= 500 ? 'server-error' : 'rejected';
  return new ApiError({
    kind,
    message: `HTTP ${httpStatus}`,
    httpStatus,
    status: 0,
    body: { status: 0, data: {}, message: 'refused' },
    cause: { response: { status: httpStatus, headers } },
  });
}

export function offlineError(): ApiError {
  return new ApiError({ kind: 'cannot-connect', message: 'Cannot connect to the server' });
}
