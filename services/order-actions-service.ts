import { ApiError, apiPost } from '@/services/api-client';
import { envelopeMessage } from '@/services/api-envelope';
import { issuesOf } from '@/lib/validation/envelope-issues';
import type { AddressInput } from '@/lib/contracts/ordering/checkout-schemas';
import type { OrderActionAnswer } from '@/lib/contracts/ordering/order-action-answer-schemas';
import type { ReturnCondition } from '@/lib/contracts/ordering/order-requests-schemas';

/*
 * The shopper's self-service calls (POST /v1/orders/{code}/...). A signed-in owner is known by
 * the token the client sends; a guest passes the look-up's access token as ?access=. Every call
 * answers the order's fresh tracking view and the request it recorded.
 */

export type { OrderActionAnswer } from '@/lib/contracts/ordering/order-action-answer-schemas';

export type OrderAction =
  | { kind: 'cancel_order'; reason?: string }
  | { kind: 'cancel_package'; vendor_code: string; reason?: string }
  | { kind: 'change_shipping_date'; shipping_date: string }
  | { kind: 'change_address'; address: AddressInput }
  | { kind: 'return_item'; order_line_id: number; reason: string; condition: ReturnCondition };

/** Where an action goes, and the body it sends; an empty reason is left out rather than sent. */
export function actionRequest(orderCode: string, action: OrderAction): { path: string; body: Record<string, unknown> } {
  const base = `/v1/orders/${encodeURIComponent(orderCode)}`;
  const reason = (value: string | undefined) => (value && value.trim() !== '' ? { reason: value.trim() } : {});
  switch (action.kind) {
    case 'cancel_order':
      return { path: `${base}/cancel`, body: reason(action.reason) };
    case 'cancel_package':
      return { path: `${base}/cancel-package`, body: { vendor_code: action.vendor_code, ...reason(action.reason) } };
    case 'change_shipping_date':
      return { path: `${base}/shipping-date`, body: { shipping_date: action.shipping_date } };
    case 'change_address':
      return { path: `${base}/address`, body: { address: action.address } };
    case 'return_item':
      return { path: `${base}/returns`, body: { order_line_id: action.order_line_id, reason: action.reason.trim(), condition: action.condition } };
  }
}

export type ActionOutcome =
  | { ok: true; answer: OrderActionAnswer }
  | { ok: false; message: string | null; issues: { path: string; message: string }[] };

/**
 * The server's words for a refusal (409: not allowed now, 422: bad input, 403/404) are shown as
 * they come; for a failure without an envelope (network, 5xx) the page says its own words (null).
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const refused = error.kind === 'rejected' || error.kind === 'forbidden' || error.kind === 'not-found';
  const message = refused ? envelopeMessage(error.body)?.trim() : undefined;
  return message ? message : null;
}

export async function runOrderAction(orderCode: string, access: string | null, action: OrderAction): Promise<ActionOutcome> {
  const { path, body } = actionRequest(orderCode, action);
  try {
    return { ok: true, answer: await apiPost<OrderActionAnswer>(path, body, access ? { params: { access } } : undefined) };
  } catch (error) {
    return { ok: false, message: refusalMessage(error), issues: error instanceof ApiError ? issuesOf(error.body) : [] };
  }
}
