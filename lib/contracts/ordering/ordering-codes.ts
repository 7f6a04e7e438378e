/* Codes and sizes of the ordering contract, apart from its zod schemas: the browser reads them
 * (request filters, page sizes) without loading the schemas and the zod validators they use. */

export const ORDER_REQUEST_KINDS = ['cancel_order', 'cancel_package', 'change_address', 'change_shipping_date', 'return_item'] as const;
export const ORDER_REQUEST_STATUSES = ['completed', 'in_review', 'accepted', 'rejected'] as const;
export type OrderRequestKind = (typeof ORDER_REQUEST_KINDS)[number];
export type OrderRequestStatus = (typeof ORDER_REQUEST_STATUSES)[number];

/** Orders per page of the customer's order list (GET /v1/me/orders). */
export const MY_ORDERS_PAGE_SIZE = 10;
