import { z } from 'zod';
import { addressSchema } from '@/lib/contracts/ordering/checkout-schemas';
import { queryInt } from '@/lib/contracts/query-schemas';
import { ORDER_REQUEST_KINDS, ORDER_REQUEST_STATUSES } from './ordering-codes';

/* Contracts of the shopper's self-service actions on an order and of operations' decisions (ADR 0015). */

const reason = z.string().trim().max(500);

export { ORDER_REQUEST_KINDS, ORDER_REQUEST_STATUSES, type OrderRequestKind, type OrderRequestStatus } from './ordering-codes';

export const orderActionParamsSchema = z.object({ code: z.string().trim().min(1).max(16).toUpperCase().describe('Order number, "DH" and 8 digits') });

export const orderActionQuerySchema = z.object({
  access: z.string().max(128).optional().describe('A guest’s token from POST /v1/orders/track'),
  access_key: z.string().max(64).optional().describe('A guest’s key from the place-order answer'),
});

export const cancelOrderBodySchema = z.object({ reason: reason.optional() });
export const cancelPackageBodySchema = z.object({ vendor_code: z.string().trim().min(1).max(64), reason: reason.optional() });
export const changeShippingDateBodySchema = z.object({ shipping_date: z.iso.date({ error: 'Give the date as YYYY-MM-DD.' }) });
export const changeAddressBodySchema = z.object({ address: addressSchema });
export const requestReturnBodySchema = z.object({
  order_line_id: z.int().min(1).max(2_147_483_647),
  reason: reason.min(1, { error: 'Tell us why you return the item.' }),
  condition: z.enum(['unopened', 'used']),
});
export type ReturnCondition = z.infer<typeof requestReturnBodySchema>['condition'];

export const orderRequestViewSchema = z.object({
  id: z.int(),
  order_code: z.string(),
  kind: z.enum(ORDER_REQUEST_KINDS),
  status: z.enum(ORDER_REQUEST_STATUSES),
  created_at: z.iso.datetime(),
  resolved_at: z.iso.datetime().nullable(),
  line_ids: z.array(z.int()),
  vendor_code: z.string().nullable(),
  reason: z.string().nullable(),
  refund: z
    .object({ amount: z.int(), to_payment: z.int(), to_store_credit: z.int() })
    .nullable()
    .describe('Minor units; null when the request gives no money back'),
  currency: z.string(),
});
export type OrderRequestView = z.infer<typeof orderRequestViewSchema>;
export type OrderRequestRefund = NonNullable<OrderRequestView['refund']>;

export const orderActionsSchema = z.object({
  cancel_order: z.boolean(),
  change_address: z.boolean(),
  change_shipping_date: z.object({ allowed: z.boolean(), dates: z.array(z.string()).describe('YYYY-MM-DD the order may ship on instead') }),
  cancel_package: z.array(z.string()).describe('Vendor codes whose unshipped lines may be cancelled'),
  returnable_lines: z.array(z.object({ order_line_id: z.int(), return_until: z.iso.datetime() })),
});
export type OrderActions = z.infer<typeof orderActionsSchema>;

/** An order the reader may do nothing to (the view before the server has said otherwise). */
export const NO_ACTIONS: OrderActions = {
  cancel_order: false,
  change_address: false,
  change_shipping_date: { allowed: false, dates: [] },
  cancel_package: [],
  returnable_lines: [],
};

export const myOrderRequestsQuerySchema = z.object({
  page: queryInt({ min: 1, max: 10_000 }).default(1),
  limit: queryInt({ min: 1, max: 50 }).default(10),
  status: z.enum(ORDER_REQUEST_STATUSES).optional(),
});

export const myOrderRequestsSchema = z.object({
  items: z.array(orderRequestViewSchema).describe('Newest first'),
  page: z.int(),
  limit: z.int(),
  total: z.int(),
});
export type MyOrderRequests = z.infer<typeof myOrderRequestsSchema>;

export const requestParamsSchema = z.object({ id: queryInt({ min: 1, max: 2_147_483_647 }).describe('Order request id') });

export const returnDecisionBodySchema = z.object({
  outcome: z.enum(['accepted_unused', 'accepted_used', 'rejected']),
  note: z.string().trim().max(500).optional(),
});

export const lateRefundBodySchema = z.object({
  order_line_id: z.int().min(1).max(2_147_483_647),
  note: z.string().trim().min(1, { error: 'Say why the late refund is granted.' }).max(500),
});
