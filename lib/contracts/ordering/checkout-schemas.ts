import { z } from 'zod';
import { cartSchema, cartQuerySchema } from '@/lib/contracts/pricing/cart-schemas';

/*
 * The checkout API's shapes (issue 5), shared by the server (validates) and the browser (types).
 * Money is integer minor units of the cart currency; the client shows the server's totals only.
 *
 * Calls (all take the cart like /v1/cart does: a customer's token, or `cart_id` for a guest):
 *   GET  /v1/checkout                   → CheckoutState
 *   PUT  /v1/checkout/contact           { email, shipping_address, billing_same_as_shipping, billing_address? } → CheckoutState
 *   PUT  /v1/checkout/shipping          { option, shipping_date? } → CheckoutState
 *   PUT  /v1/checkout/credit            { amount } → CheckoutState (signed-in only)
 *   POST /v1/checkout/place-order       PlaceOrderBody, header Idempotency-Key → PlaceOrderResult
 *   GET  /v1/payments/{reference}       → PaymentView (for /checkout-progress, /pending-order and the redirect pages)
 *   POST /v1/payments/{reference}/confirm { outcome: 'approve' | 'fail' | 'cancel' } → PlaceOrderResult (test provider's redirect steps)
 *   POST /v1/payments/webhooks/test     signed provider events
 *   GET  /v1/orders/{code}              → OrderView (customer's own, or a guest with ?email= / the checkout's access key)
 *   GET  /v1/me/orders                  → paginated OrderSummary list (customer)
 *   GET  /v1/me/saved-cards             → saved cards (customer)
 *   GET  /v1/me/credit                  → credit balance per currency (customer)
 */

export const COUNTRY_CODE = z.string().regex(/^[A-Z]{2}$/, { error: 'A country is a two-letter ISO code.' });

export const addressSchema = z.object({
  full_name: z.string().trim().min(1, { error: 'Enter the full name.' }).max(120),
  street: z.string().trim().min(1, { error: 'Enter the street address.' }).max(200),
  line_1: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1, { error: 'Enter the city.' }).max(100),
  state_or_province: z.string().trim().max(64).default(''),
  postal_code: z.string().trim().max(16).default(''),
  country: COUNTRY_CODE,
  phone: z.string().trim().max(32).default(''),
});
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

export const SHIPPING_OPTION_CODES = ['standard', 'express', 'freight', 'white_glove', 'digital'] as const;
export type ShippingOptionCode = (typeof SHIPPING_OPTION_CODES)[number];

export const shippingOptionSchema = z.object({
  code: z.enum(SHIPPING_OPTION_CODES),
  price: z.int(),
  /** ISO dates (yyyy-mm-dd) of the delivery window. */
  estimated_delivery_from: z.string(),
  estimated_delivery_to: z.string(),
  /** True when the shopper picks a ship date (freight, white glove). */
  requires_date: z.boolean(),
  /** Dates the shopper may pick, when requires_date. */
  available_dates: z.array(z.string()),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const checkoutTotalsSchema = z.object({
  currency: z.string().length(3),
  total_product_price: z.int(),
  total_discount_price: z.int(),
  applied_credit_amount: z.int(),
  shipping_price: z.int(),
  total_tax: z.int(),
  tax_mode: z.enum(['included', 'added', 'pending_address']),
  /** Tax lines as the shopper reads them ("CA sales tax 7.25%", "GST 5%", "VAT 20% included"). */
  tax_lines: z.array(
    z.object({
      label: z.string().describe('English reading, e.g. "GST 5%"; pages name the tax from kind, region and rate_percent'),
      kind: z.enum(['sales_tax', 'gst', 'hst', 'pst', 'rst', 'qst', 'vat', 'vat_included']),
      region: z.string().describe('State or province code, or empty for a national tax'),
      rate_percent: z.string().describe('Exact rate as a decimal percent, e.g. "9.975"'),
      rate_bps: z.int(),
      amount: z.int(),
    }),
  ),
  total_amount: z.int(),
});
export type CheckoutTotals = z.infer<typeof checkoutTotalsSchema>;

export const paymentMethodOfferSchema = z.object({
  method_id: z.int().describe('Gateway id of spec §9'),
  payment_option: z.int().describe('Payment option code of spec §9'),
  /** Crypto assets for crypto methods (ETH, SOL, USDC). */
  assets: z.array(z.string()),
});

export const checkoutStateSchema = z.object({
  cart: cartSchema,
  email: z.string().nullable(),
  shipping_address: addressSchema.nullable(),
  billing_same_as_shipping: z.boolean(),
  billing_address: addressSchema.nullable(),
  shipping_options: z.array(shippingOptionSchema),
  shipping_option: z.enum(SHIPPING_OPTION_CODES).nullable(),
  shipping_date: z.string().nullable(),
  credit_balance: z.int().describe('Store credit the signed-in shopper holds in the cart currency (0 for guests)'),
  totals: checkoutTotalsSchema,
  payment_methods: z.array(paymentMethodOfferSchema),
  saved_cards: z.array(z.object({ id: z.int(), brand: z.string(), last4: z.string(), exp_month: z.int(), exp_year: z.int() })),
  /** What still stops the order: 'email', 'shipping_address', 'shipping_option', 'cart'. Empty when ready. */
  missing: z.array(z.string()),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

export const placeOrderBodySchema = z.object({
  method_id: z.int(),
  payment_option: z.int(),
  /** Card fields (test provider: see README "Test payments"). */
  card: z
    .object({ number: z.string().trim().max(23), exp_month: z.int().min(1).max(12), exp_year: z.int().min(2000).max(2100), cvc: z.string().trim().max(4), holder: z.string().trim().max(120) })
    .optional(),
  saved_card_id: z.int().optional(),
  save_card: z.boolean().default(false),
  /** Apple Pay / Google Pay token from the wallet sheet. */
  wallet_token: z.string().max(256).optional(),
  /** ACH: account and routing numbers. */
  bank_account: z.object({ account_number: z.string().trim().max(17), routing_number: z.string().trim().max(9), holder: z.string().trim().max(120) }).optional(),
  /** Crypto: ETH, SOL or USDC. */
  crypto_asset: z.string().max(8).optional(),
  /** The total the shopper saw; the order is refused (409) if the server's total differs. */
  expected_total: z.int(),
  device_session_id: z.string().max(128).optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const orderLineViewSchema = z.object({
  id: z.int(),
  product_code: z.string(),
  vendor_code: z.string().describe('The vendor that ships this line (a package never mixes vendors)'),
  product_name: z.string(),
  product_slug: z.string(),
  category_slug: z.string(),
  category_name: z.string(),
  image_key: z.string(),
  variant_options: z.array(z.object({ name: z.string(), label: z.string() })),
  customizations: z.array(z.object({ code: z.string(), name: z.string(), value: z.string(), amount: z.int() })),
  quantity: z.int(),
  product_price: z.int().describe('Unit price paid'),
  line_total: z.int(),
  status: z.int().describe('Line status code of spec §4'),
});

export const paymentViewSchema = z.object({
  reference: z.string(),
  method_id: z.int(),
  payment_option: z.int(),
  status: z.string(),
  amount: z.int(),
  currency: z.string(),
  display_label: z.string(),
  next_action: z.unknown().nullable(),
  failure_reason: z.string().nullable(),
  order_code: z.string(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const orderViewSchema = z.object({
  id: z.int(),
  code: z.string(),
  status: z.int().describe('Main status code of spec §4'),
  email: z.string(),
  currency: z.string(),
  amount: z.int().describe('Total paid'),
  total_product_price: z.int(),
  discount_price: z.int(),
  applied_credit_amount: z.int(),
  shipping_price: z.int(),
  tax: z.int(),
  tax_mode: z.string(),
  shipping_option: z.string(),
  shipping_date: z.string().nullable(),
  estimated_delivery_from: z.string().nullable(),
  estimated_delivery_to: z.string().nullable(),
  shipping_address: addressSchema,
  billing_address: addressSchema,
  order_details: z.array(orderLineViewSchema),
  payment: paymentViewSchema.nullable(),
  created_at: z.iso.datetime(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const placeOrderResultSchema = z.object({
  order: orderViewSchema,
  payment: paymentViewSchema,
  /** The cart to adopt afterwards (a new empty one's id is null). */
  cart_id: z.string().nullable(),
  /** A guest's key to read this order again (thank-you page after a reload). */
  access_key: z.string().nullable(),
});
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;

/* Request and answer schemas of the checkout and payment calls. */

export const checkoutQuerySchema = cartQuerySchema;

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
