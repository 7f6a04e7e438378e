import type { z } from 'zod';
import type { CheckoutState, contactBodySchema, OrderView, PaymentView, PlaceOrderBody, PlaceOrderResult, ShippingOptionCode } from '@/lib/contracts/ordering/checkout-schemas';
import { apiClient, apiGet, apiPost, apiPut, classifyError } from '@/services/api-client';
import { readEnvelopeData } from '@/services/api-envelope';
import { cartIdQuery } from '@/services/cart-id';

/*
 * The browser side of the checkout API (lib/contracts/ordering/checkout-schemas.ts). Like the cart, a guest's
 * checkout is named by the `cart_id` query parameter and a customer's by the bearer token.
 */

/** SWR key of the checkout state; every call below answers a new state to put there. */
export const CHECKOUT_SWR_KEY = '/v1/checkout';

export type { CheckoutState, OrderView, PaymentView, PlaceOrderResult } from '@/lib/contracts/ordering/checkout-schemas';

const cartQuery = cartIdQuery;

export function fetchCheckout(): Promise<CheckoutState> {
  return apiGet<CheckoutState>('/v1/checkout', cartQuery());
}

export type ContactInput = z.input<typeof contactBodySchema>;

export function saveContact(input: ContactInput): Promise<CheckoutState> {
  return apiPut<CheckoutState>('/v1/checkout/contact', input, { params: cartQuery() });
}

export function chooseShipping(option: ShippingOptionCode, shippingDate?: string | null): Promise<CheckoutState> {
  return apiPut<CheckoutState>('/v1/checkout/shipping', { option, ...(shippingDate ? { shipping_date: shippingDate } : {}) }, { params: cartQuery() });
}

/** Store credit in minor units (signed-in shoppers only); 0 removes it. */
export function applyCredit(amount: number): Promise<CheckoutState> {
  return apiPut<CheckoutState>('/v1/checkout/credit', { amount }, { params: cartQuery() });
}

/**
 * Places the order. The idempotency key names one attempt: the caller sends the same key again
 * when the network failed before an answer came, so a retried request can never make a second
 * order, and a new key once the shopper changes anything.
 */
export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<PlaceOrderResult> {
  let response;
  try {
    response = await apiClient.request<unknown>({
      method: 'POST',
      url: '/v1/checkout/place-order',
      data: body,
      params: cartQuery(),
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  } catch (error) {
    throw classifyError(error);
  }
  return readEnvelopeData<PlaceOrderResult>(response.status, response.data);
}

export function fetchPayment(reference: string): Promise<PaymentView> {
  return apiGet<PaymentView>(`/v1/payments/${encodeURIComponent(reference)}`);
}

export type RedirectOutcome = 'approve' | 'fail' | 'cancel';

/** The test provider's redirect steps (3-D Secure, installments, Amazon Pay) answer here. */
export function confirmPayment(reference: string, outcome: RedirectOutcome): Promise<PlaceOrderResult> {
  return apiPost<PlaceOrderResult>(`/v1/payments/${encodeURIComponent(reference)}/confirm`, { outcome });
}

/** A customer reads their own orders with the token; a guest with the key the checkout gave. */
export function fetchOrder(code: string, accessKey?: string | null): Promise<OrderView> {
  return apiGet<OrderView>(`/v1/orders/${encodeURIComponent(code)}`, accessKey ? { access_key: accessKey } : undefined);
}
