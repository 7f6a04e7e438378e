import { ORDER_STATUS } from '@/lib/constants/order-status';

/*
 * The shopper's status filter on /customer/your-orders: a few plain groups, each a set of main
 * status codes of spec §4 that GET /v1/me/orders takes as `statuses`.
 */
export const ORDER_STATUS_FILTERS = ['all', 'in_progress', 'shipped', 'delivered', 'cancelled', 'returns'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

const S = ORDER_STATUS;

export const ORDER_STATUS_FILTER_CODES: Readonly<Record<Exclude<OrderStatusFilter, 'all'>, readonly number[]>> = {
  // Placed but not on its way yet: paying, checked, held or being packed.
  in_progress: [
    S.NEW,
    S.PENDING,
    S.HOLD,
    S.CASH_APPROVAL,
    S.HOLD_FOR_BO,
    S.PAYMENT_PENDING,
    S.LABEL_PRINTING_READY,
    S.CHECKOUT_FLAGGED,
    S.SUSPECTED_FRAUD,
    S.CASE_MANAGEMENT,
    S.ACH_PENDING,
    S.PAY_PAL_PENDING,
  ],
  shipped: [S.SHIPPED, S.PARTIAL_SHIPPED],
  delivered: [S.DELIVERED, S.COMPLETE],
  cancelled: [S.CANCEL, S.CANCEL_FROM_PREVIOUS_FRAUD_ORDER, S.CANCEL_PAYMENT, S.PAYMENT_FAILED, S.PAYMENT_CAPTURE_FAILED],
  returns: [S.RETURN_AFTER_USE, S.REFUND_AFTER_30DAYS, S.IN_RETURN_REVIEW, S.ORDER_RETURNED],
};

/** ?status= of the list; anything unknown shows every order. */
export function orderStatusFilterParam(value: string | string[] | undefined): OrderStatusFilter {
  const filter = Array.isArray(value) ? value[0] : value;
  return (ORDER_STATUS_FILTERS as readonly string[]).includes(filter ?? '') ? (filter as OrderStatusFilter) : 'all';
}

/** The `statuses` the API is asked for; none for "all". */
export function statusCodesOf(filter: OrderStatusFilter): number[] {
  return filter === 'all' ? [] : [...ORDER_STATUS_FILTER_CODES[filter]];
}

/** The address of a list view: the first page and "all" stay out of it, so the plain URL is the default. */
export function ordersListQuery(filter: OrderStatusFilter, page: number): Record<string, string> {
  return { ...(filter !== 'all' ? { status: filter } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}
