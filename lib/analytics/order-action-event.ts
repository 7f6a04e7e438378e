import { buildParamsEvent, sendParamsEvent, type AnalyticsParam, type ParamsAnalyticsEvent } from './send-analytics-event';

/*
 * The customer-side order actions of spec §4, each tracked as its own event once the store has
 * accepted it (a refused action is not an action the shopper took).
 */

export type OrderActionKind = 'cancel_order' | 'cancel_package' | 'change_shipping_date' | 'change_address' | 'return_item';

export const ORDER_ACTION_EVENT_NAMES = {
  cancel_order: 'Cancel_order',
  cancel_package: 'Cancel_package',
  change_shipping_date: 'Change_shipping_date',
  change_address: 'Change_address',
  return_item: 'Return_item',
} as const satisfies Record<OrderActionKind, string>;

export interface OrderActionFacts {
  orderCode: string;
  requestId: number;
  /** The request's state after the action (completed, in_review...). */
  status: string;
}

function params(facts: OrderActionFacts): AnalyticsParam[] {
  return [
    { key: 'order_code', value: facts.orderCode },
    { key: 'request_id', value: facts.requestId },
    { key: 'request_status', value: facts.status },
  ];
}

export function buildOrderActionEvent(kind: OrderActionKind, facts: OrderActionFacts, now: number = Date.now()): ParamsAnalyticsEvent {
  return buildParamsEvent(ORDER_ACTION_EVENT_NAMES[kind], params(facts), now);
}

export function sendOrderActionEvent(kind: OrderActionKind, facts: OrderActionFacts): void {
  sendParamsEvent(ORDER_ACTION_EVENT_NAMES[kind], params(facts));
}
