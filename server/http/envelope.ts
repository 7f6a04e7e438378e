import type { ErrorCode, ErrorIssue, UnavailableItem } from '@/lib/contracts/error-codes';

/** The answer of every API call (spec §3 "API envelope"): status > 0 means success. */
export interface SuccessEnvelope<T> {
  status: 1;
  data: T;
  message: string;
}

export interface ErrorEnvelope {
  /** 0 for a refused request (4xx), -1 for a server failure (5xx). */
  status: 0 | -1;
  data: { code: ErrorCode; issues?: ErrorIssue[]; unavailable_items?: UnavailableItem[] };
  message: string;
}

export function successEnvelope<T>(data: T, message = 'OK'): SuccessEnvelope<T> {
  return { status: 1, data, message };
}

export function errorEnvelope(httpStatus: number, code: ErrorCode, message: string, issues?: ErrorIssue[], unavailableItems?: UnavailableItem[]): ErrorEnvelope {
  const data: ErrorEnvelope['data'] = issues && issues.length > 0 ? { code, issues } : { code };
  if (unavailableItems && unavailableItems.length > 0) data.unavailable_items = unavailableItems;
  return { status: httpStatus >= 500 ? -1 : 0, data, message };
}
