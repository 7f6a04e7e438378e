import { isApiError } from '@/services/api-error';

/** The HTTP status of a failed call, to pick a translated message; undefined without an answer. */
export function httpStatusOf(error: unknown): number | undefined {
  return isApiError(error) ? error.httpStatus : undefined;
}
