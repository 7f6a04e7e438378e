/*
 * The self-service shapes of issue 6 item 4 as the browser reads them: the `actions` and
 * `requests` of an order's tracking view, and GET /v1/me/order-requests. Client code may not
 * import server code (design §2), so they are restated from the server's zod contract.
 */

export const ORDER_REQUEST_KINDS = ['cancel_order', 'cancel_package', 'change_address', 'change_shipping_date', 'return_item'] as const;
export type OrderRequestKind = (typeof ORDER_REQUEST_KINDS)[number];

export const ORDER_REQUEST_STATUSES = ['completed', 'in_review', 'accepted', 'rejected'] as const;
export type OrderRequestStatus = (typeof ORDER_REQUEST_STATUSES)[number];

export interface OrderRequestRefund {
  /** Minor units of the request's currency. */
  amount: number;
  to_payment: number;
  to_store_credit: number;
}

export interface OrderRequestView {
  id: number;
  order_code: string;
  kind: OrderRequestKind;
  status: OrderRequestStatus;
  created_at: string;
  resolved_at: string | null;
  line_ids: number[];
  vendor_code: string | null;
  reason: string | null;
  refund: OrderRequestRefund | null;
  currency: string;
}

/** What the shopper may do to the order now; the server decides, the page only shows it. */
export interface OrderActions {
  cancel_order: boolean;
  change_address: boolean;
  change_shipping_date: { allowed: boolean; dates: string[] };
  /** Vendor codes whose unshipped lines can still be cancelled as one package. */
  cancel_package: string[];
  returnable_lines: { order_line_id: number; return_until: string }[];
}

export const NO_ACTIONS: OrderActions = {
  cancel_order: false,
  change_address: false,
  change_shipping_date: { allowed: false, dates: [] },
  cancel_package: [],
  returnable_lines: [],
};

export type ReturnCondition = 'unopened' | 'used';

export interface MyOrderRequestsPage {
  items: OrderRequestView[];
  page: number;
  limit: number;
  total: number;
}
