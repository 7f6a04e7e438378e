import { z } from 'zod';
import { ERROR_HTTP_STATUS, type ErrorCode } from './error-codes';

/* The envelope (spec §3) as schemas: the OpenAPI document is generated from them, and tests check
 * real answers against them. They must agree with envelope.ts, which builds the answers. */

export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as [ErrorCode, ...ErrorCode[]];

export const errorIssueSchema = z.strictObject({
  path: z.string().describe('Dotted path of the offending field, e.g. "body.email" or "query.page".'),
  message: z.string(),
});

export const UNAVAILABLE_REASONS = ['sold_out', 'flash_sale_paused', 'not_enough_stock', 'no_longer_sold'] as const;

export const unavailableItemSchema = z.strictObject({
  line_id: z.int().describe('The cart line: DELETE /v1/cart/items/{line_id} removes it'),
  product_id: z.int(),
  product_code: z.string(),
  variant_id: z.int(),
  title: z.string().describe("The product's name in the shopper's language"),
  reason: z
    .enum(UNAVAILABLE_REASONS)
    .describe('sold_out: none left; flash_sale_paused: its flash sale is switched off; not_enough_stock: fewer left than the line holds; no_longer_sold'),
  available_quantity: z.int().min(0).describe('Units the line may still hold (0 when none)'),
});

export const errorEnvelopeSchema = z.strictObject({
  status: z.literal([0, -1]).describe('0 for a refused request (4xx), -1 for a server failure (5xx).'),
  data: z.strictObject({
    code: z.enum(ERROR_CODES).describe('Stable machine-readable reason.'),
    issues: z.array(errorIssueSchema).optional().describe('One entry per invalid field (validation failures only).'),
    unavailable_items: z
      .array(unavailableItemSchema)
      .optional()
      .describe('Items of the cart that cannot be bought now, and why (place-order refusals, 422 UNPROCESSABLE).'),
  }),
  message: z.string().min(1).describe('Human-readable explanation, safe to show.'),
});

export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.strictObject({
    status: z.literal(1).describe('Positive: the call succeeded.'),
    data,
    message: z.string(),
  });
}
