import { z } from 'zod';
import { addCartItemBodySchema } from '../pricing/cart-schemas';
import { addressSchema } from './checkout-schemas';

/*
 * An order an operator places on a brand's behalf (issue 17 item 3: a bulk order taken by phone):
 * the brand's products only, paid by wire transfer, through the shoppers' checkout path.
 */

export const operatorOrderBodySchema = z.object({
  brand_id: z.int().min(1).max(2_147_483_647),
  email: z.email({ error: 'Enter a valid e-mail address.' }).max(254),
  items: z
    .array(
      z.object({
        product_code: addCartItemBodySchema.shape.product_code,
        variant_id: addCartItemBodySchema.shape.variant_id.optional().describe('Leave out for the product’s default variant.'),
        quantity: z.int().min(1, { error: 'At least one.' }).max(99, { error: 'At most 99 per line.' }),
      }),
    )
    .min(1, { error: 'Add at least one item.' })
    .max(30, { error: 'At most 30 items per order.' }),
  shipping_address: addressSchema,
  shipping_option: z.string().trim().max(32).optional().describe('Leave out for the cheapest option that needs no date.'),
});
export type OperatorOrderBody = z.infer<typeof operatorOrderBodySchema>;

export const operatorOrderResultSchema = z.object({
  order_code: z.string(),
  status: z.int(),
  total: z.int().describe('Minor units'),
  currency: z.string(),
  vendor_code: z.string(),
  replayed: z.boolean().describe('True when the Idempotency-Key already placed this order'),
});
export type OperatorOrderResult = z.infer<typeof operatorOrderResultSchema>;
