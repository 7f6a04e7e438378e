import { ApiError, apiGet, apiPost } from '@/services/api-client';
import type { OrderTracking, TrackOrderResult } from '@/lib/contracts/ordering/shipments-schemas';

export type TrackFailure = 'notFound' | 'rateLimited' | 'invalid' | 'failed';

function failureOf(error: unknown): TrackFailure {
  const status = error instanceof ApiError ? error.httpStatus : undefined;
  if (status === 404) return 'notFound';
  if (status === 429) return 'rateLimited';
  if (status === 400) return 'invalid';
  return 'failed';
}

/** POST /v1/orders/track: a guest's order by number and e-mail. */
export async function lookUpOrder(orderCode: string, email: string): Promise<{ ok: true; result: TrackOrderResult } | { ok: false; error: TrackFailure }> {
  try {
    return { ok: true, result: await apiPost<TrackOrderResult>('/v1/orders/track', { order_code: orderCode, email }) };
  } catch (error) {
    return { ok: false, error: failureOf(error) };
  }
}

/** POST /v1/orders/forgot: the answer never says whether the address has orders. */
export async function requestOrderNumbers(email: string): Promise<{ ok: true } | { ok: false; error: TrackFailure }> {
  try {
    await apiPost<unknown>('/v1/orders/forgot', { email });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: failureOf(error) };
  }
}

/** GET /v1/orders/tracking/{code}: with the customer's token (sent by the client) or a guest's access token. */
export function fetchOrderTracking(orderCode: string, access: string | null): Promise<OrderTracking> {
  return apiGet<OrderTracking>(`/v1/orders/tracking/${encodeURIComponent(orderCode)}`, access ? { access } : undefined);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 404;
}
