import { defineEndpoint } from '@/lib/contracts/endpoint';
import {
  checkoutQuerySchema,
  checkoutStateSchema,
  confirmPaymentBodySchema,
  contactBodySchema,
  creditBodySchema,
  paymentParamsSchema,
  paymentViewSchema,
  placeOrderBodySchema,
  placeOrderResultSchema,
  shippingBodySchema,
  webhookAnswerSchema,
} from './checkout-schemas';

/*
 * The checkout (issue 5 items 2 to 4). Whose checkout: the cart's rules (GET /v1/cart): a
 * customer's token names their cart, a guest names it with `cart_id`. Every answer carries the
 * server's totals; the client shows those and nothing it computed itself.
 */

const WHOSE = 'Signed in: the customer’s cart. Guest: the cart named by `cart_id` (the CART_ID cookie).';

export const getCheckoutEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/checkout',
  summary: 'The checkout of the shopper’s cart: entered details, shipping options, tax and totals',
  description: `${WHOSE} \`missing\` lists what still stops the order ('cart', 'email', 'shipping_address', 'shipping_option', 'shipping_date').`,
  tags: ['Checkout'],
  auth: 'optional',
  query: checkoutQuerySchema,
  response: checkoutStateSchema,
});

export const setCheckoutContactEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/checkout/contact',
  summary: 'Set the contact e-mail and the shipping and billing addresses',
  description:
    `${WHOSE} Addresses are validated by country (postal code, state or province); 400 lists each field. ` +
    'A cart ships only to the countries of its store: another country is a 422 naming those it ships to.',
  tags: ['Checkout'],
  auth: 'optional',
  query: checkoutQuerySchema,
  body: contactBodySchema,
  response: checkoutStateSchema,
  errors: ['NOT_FOUND', 'UNPROCESSABLE'],
});

export const setCheckoutShippingEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/checkout/shipping',
  summary: 'Choose a shipping option (and a ship date for freight and white glove)',
  description: `${WHOSE} The option must be one of \`shipping_options\` for the address (422 otherwise).`,
  tags: ['Checkout'],
  auth: 'optional',
  query: checkoutQuerySchema,
  body: shippingBodySchema,
  response: checkoutStateSchema,
  errors: ['NOT_FOUND', 'UNPROCESSABLE'],
});

export const setCheckoutCreditEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/checkout/credit',
  summary: 'Use store credit on this order (appliedCreditAmount)',
  description: 'Signed-in customers only. The amount is kept as asked; the totals apply at most the balance and at most what is due.',
  tags: ['Checkout'],
  auth: 'customer',
  query: checkoutQuerySchema,
  body: creditBodySchema,
  response: checkoutStateSchema,
  errors: ['NOT_FOUND'],
});

export const placeOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/checkout/place-order',
  summary: 'Place the order and pay',
  description:
    `${WHOSE} Header \`Idempotency-Key\` (8–128 characters, a new one per attempt) is required: the same key answers the same result, ` +
    'and a cart never makes two orders (a second submission answers the first order). `expected_total` is the total the shopper saw: 409 when the server’s differs. ' +
    '402 PAYMENT_DECLINED when the provider refuses (stock and credit are released, the cart is kept). ' +
    '422 UNPROCESSABLE with `data.unavailable_items` when items can no longer be bought (sold out while the shopper was at checkout, flash sale paused, fewer left than the line holds): the message names each by its title and why; each entry has the `line_id` to remove. ' +
    'Redirect methods answer with `payment.next_action` (3-D Secure, installments, Amazon Pay); transfers and crypto answer with their instructions.',
  tags: ['Checkout'],
  auth: 'optional',
  query: checkoutQuerySchema,
  body: placeOrderBodySchema,
  response: placeOrderResultSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE', 'PAYMENT_DECLINED'],
});

export const getPaymentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/payments/{reference}',
  summary: 'A payment, for the redirect and pending-payment pages',
  description: 'The reference (from the place-order answer) is the key: it is random and known only to the buyer.',
  tags: ['Payments'],
  auth: 'optional',
  params: paymentParamsSchema,
  response: paymentViewSchema,
  errors: ['NOT_FOUND'],
});

export const confirmPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/payments/{reference}/confirm',
  summary: 'Finish a redirect step (3-D Secure, installments, Amazon Pay review)',
  description: '`approve` pays the order; `fail` and `cancel` release it (402 PAYMENT_DECLINED). Calling it again answers the same.',
  tags: ['Payments'],
  auth: 'optional',
  params: paymentParamsSchema,
  body: confirmPaymentBodySchema,
  response: placeOrderResultSchema,
  errors: ['CONFLICT', 'PAYMENT_DECLINED'],
});

export const testWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/payments/webhooks/test',
  summary: 'Signed events of the built-in test payment provider',
  description:
    'The raw body is verified against the signature header; 401 when it does not match. Each event is applied once: a repeat answers `duplicate`, ' +
    'an older event or one the payment has moved past answers `ignored_stale`.',
  tags: ['Payments'],
  auth: 'public',
  response: webhookAnswerSchema,
  maxBodyBytes: 64 * 1024,
});
