import { z } from 'zod';
import {
  addressSchema,
  checkoutStateSchema,
  paymentViewSchema,
  placeOrderBodySchema,
  placeOrderResultSchema,
  SHIPPING_OPTION_CODES,
} from '@/lib/checkout/checkout-schema';
import { cartQuerySchema } from '@/server/pricing/cart/schemas';

/* Request and answer schemas of the checkout and payment calls (shapes: lib/checkout/checkout-schema.ts). */

export const checkoutQuerySchema = cartQuerySchema;
export { checkoutStateSchema, paymentViewSchema, placeOrderBodySchema, placeOrderResultSchema };

export const contactBodySchema = z.object({
  email: z.email({ error: 'Enter a valid e-mail address.' }).max(254),
  shipping_address: addressSchema,
  billing_same_as_shipping: z.boolean().default(true),
  billing_address: addressSchema.optional(),
});

export const shippingBodySchema = z.object({
  option: z.enum(SHIPPING_OPTION_CODES),
  shipping_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date is yyyy-mm-dd.' })
    .optional(),
});

export const creditBodySchema = z.object({
  amount: z.int().min(0).max(100_000_000).describe('Store credit to use, minor units of the cart currency (capped by the balance and by what is due)'),
});

export const paymentParamsSchema = z.object({
  reference: z.string().min(1).max(128).describe('The payment reference of the place-order answer'),
});

export const confirmPaymentBodySchema = z.object({
  outcome: z.enum(['approve', 'fail', 'cancel']).describe('What the shopper did on the redirect step'),
});

export const webhookAnswerSchema = z.object({
  outcome: z.enum(['applied', 'duplicate', 'ignored_stale', 'ignored_unknown']),
});
