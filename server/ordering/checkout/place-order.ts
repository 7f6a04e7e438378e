import type { PlaceOrderResult, PlaceOrderBody } from '@/lib/contracts/ordering/checkout-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import type { OrderRow } from '@/server/ordering/orders/repository';
import type { PaymentInstrument, PaymentResult } from '@/server/ordering/payments/payment-provider';
import { findCheckoutCart } from './checkout-cart';
import { quoteCheckout } from './checkout-quote';
import { finishPayment, placeOrderAnswer, waitWhilePending } from './place-order-answer';
import { checkoutPaymentProvider, STORE_CREDIT_PROVIDER } from './payment-gateway';
import { startPaymentReconciler } from './payment-reconciler';
import { findOrdersOfAttempt, findRecentLiveOrderOfCustomer } from './repository';
import { reserveOrder } from './reserve-order';
import { unavailableItemsError, unavailableItemsOf } from './unavailable-items';
import { findSavedCardToken } from './repository-saved-cards';
import type { ProgrammeDiscountLookup } from '@/server/pricing/cart/programme-discount';

/*
 * POST /v1/checkout/place-order (issue 5 item 4): exactly one order per cart and per key.
 *  1. The same Idempotency-Key answers what it answered before (waiting if that call is still
 *     asking the provider); the same cart with a live order answers that order.
 *  2. The checkout is priced again; a total other than the one the shopper saw is a 409.
 *  3. Transaction 1 (reserve-order.ts) creates the order and holds stock, credit and promo use.
 *  4. The provider is asked outside any transaction (a slow gateway holds no lock).
 *  5. Transaction 2 (record-payment-result.ts) records the answer. A crash between 3 and 5
 *     leaves a PENDING order that reconciliation settles from the provider's own records.
 */

export interface PlaceOrderInput {
  caller: Caller;
  cartId?: string | null;
  locale: Locale;
  body: PlaceOrderBody & { save_card: boolean };
  idempotencyKey: string | undefined;
  now?: Date;
  /** Programmes' lookup of the shopper's programme price, passed by the route (decision 0041). */
  programme?: ProgrammeDiscountLookup;
}

const KEY_PATTERN = /^[\w.:-]{8,128}$/;
/** How long after an order a signed-in customer's repeated submission still answers that order. */
const RESUBMISSION_WINDOW_MS = 24 * 60 * 60 * 1000;

function ownsOrder(order: OrderRow, customerId: number | null, cartId: string | null | undefined): boolean {
  if (order.customerId !== null) return order.customerId === customerId;
  return customerId === null && order.cartId === cartId;
}

async function replay(order: OrderRow, customerId: number | null, cartId: string | null | undefined, byKey: boolean): Promise<PlaceOrderResult> {
  if (!ownsOrder(order, customerId, cartId)) {
    throw new AppError('CONFLICT', 'This Idempotency-Key was already used for another checkout. Send a new key for each attempt.');
  }
  const settled = await waitWhilePending(order);
  return placeOrderAnswer(settled, { replayedKey: byKey });
}

function instrumentOf(body: PlaceOrderBody, savedCardToken: string | undefined): PaymentInstrument {
  const instrument: PaymentInstrument = {};
  if (body.card) instrument.card = { number: body.card.number, expMonth: body.card.exp_month, expYear: body.card.exp_year, cvc: body.card.cvc, holder: body.card.holder };
  if (savedCardToken) instrument.savedCardToken = savedCardToken;
  if (body.wallet_token) instrument.walletToken = body.wallet_token;
  if (body.bank_account) instrument.bankAccount = { accountNumber: body.bank_account.account_number, routingNumber: body.bank_account.routing_number, holder: body.bank_account.holder };
  if (body.crypto_asset) instrument.cryptoAsset = body.crypto_asset;
  return instrument;
}

const MISSING_TEXT: Readonly<Record<string, string>> = {
  cart: 'some items in your cart cannot be bought as they are',
  email: 'your e-mail address',
  shipping_address: 'the shipping address',
  shipping_option: 'a shipping option',
  shipping_date: 'a ship date',
};

export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  startPaymentReconciler();
  const now = input.now ?? new Date();
  const key = input.idempotencyKey?.trim();
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError('BAD_REQUEST', 'Send an Idempotency-Key header (8 to 128 letters, digits, "-", "_", ".", ":"), a new one for each order attempt.', {
      issues: [{ path: 'headers.idempotency-key', message: 'Required: 8 to 128 characters.' }],
    });
  }
  const db = getDb();
  const { cart, customerId } = await findCheckoutCart(input.caller, input.cartId);
  // The key's order and the cart's live order in one query (a cart already checked out is
  // looked up by the id the caller sent).
  const { byKey: sameKey, liveOfCart: live } = await findOrdersOfAttempt(db, key, cart?.id ?? input.cartId ?? null);
  if (sameKey) return replay(sameKey, customerId, input.cartId, true);

  if (!cart) {
    // A second submission after the first one finished: the cart became an order. A guest names
    // the cart; a customer's cart is implicit, so their latest order stands for it (decision 0038).
    const became = live ?? (customerId === null ? undefined : await findRecentLiveOrderOfCustomer(db, customerId, RESUBMISSION_WINDOW_MS));
    if (became && ownsOrder(became, customerId, input.cartId)) return replay(became, customerId, input.cartId, false);
    throw new AppError('NOT_FOUND', 'Your cart is empty: add something to it before checking out.');
  }
  if (live) return replay(live, customerId, cart.id, false);

  const quote = await quoteCheckout(cart, { language: languageOfLocale(input.locale), customerId, now, programme: input.programme });
  // Items that cannot be bought are named first: the shopper can only fix them in the cart.
  const unavailable = quote.missing.includes('cart') ? unavailableItemsOf(quote.cart.lines, quote.products) : [];
  if (unavailable.length > 0) throw unavailableItemsError(unavailable);
  if (quote.missing.length > 0) {
    throw new AppError('UNPROCESSABLE', `The order cannot be placed yet: ${quote.missing.map((item) => MISSING_TEXT[item] ?? item).join(', ')}.`, {
      issues: quote.missing.map((item) => ({ path: item, message: `Missing: ${MISSING_TEXT[item] ?? item}.` })),
    });
  }
  const total = quote.totals.total_amount;
  if (total !== input.body.expected_total) {
    throw new AppError('CONFLICT', `The total changed to ${total} (minor units of ${cart.currency}) since you saw ${input.body.expected_total}. Please review your order.`);
  }

  const provider = checkoutPaymentProvider();
  const { method_id: methodId, payment_option: paymentOption } = input.body;
  if (total > 0 && !provider.supports(methodId, paymentOption, cart.currency)) {
    throw new AppError('UNPROCESSABLE', `Payment method ${methodId} (option ${paymentOption}) is not available for payments in ${cart.currency}.`);
  }
  let savedCardToken: string | undefined;
  if (input.body.saved_card_id !== undefined) {
    const saved = customerId === null ? undefined : await findSavedCardToken(db, customerId, input.body.saved_card_id);
    if (!saved) throw new AppError('UNPROCESSABLE', 'This saved card is not available. Choose another card.');
    savedCardToken = saved.token;
  }

  const reserved = await reserveOrder({
    quote,
    customerId,
    locale: input.locale,
    idempotencyKey: key,
    methodId,
    paymentOption,
    provider: total > 0 ? provider.name : STORE_CREDIT_PROVIDER,
    now,
  });
  if (reserved.kind === 'conflict') {
    // Another call of this key or cart got there first: answer with its order.
    const found = await findOrdersOfAttempt(db, key, cart.id);
    const winner = found.byKey ?? found.liveOfCart;
    if (!winner) throw new AppError('CONFLICT', 'Another checkout of this cart is in progress. Please try again.');
    return replay(winner, customerId, cart.id, winner.idempotencyKey === key);
  }

  const { order, lines } = reserved;
  if (total === 0) {
    // Paid in full with store credit: nothing to ask a provider.
    const result: PaymentResult = { reference: `credit:${order.code}`, status: 'captured', capturedAmount: 0, nextAction: null, displayLabel: 'Store credit', failureReason: null };
    return finishPayment(order, result, { actor: 'payment', reason: 'Paid with store credit', saveCardFor: null, provider: STORE_CREDIT_PROVIDER, now, lines });
  }

  let result: PaymentResult;
  try {
    result = await provider.createPayment({
      methodId,
      paymentOption,
      amount: total,
      currency: cart.currency,
      orderCode: order.code,
      returnPath: `/thank-you?order=${order.code}`,
      instrument: instrumentOf(input.body, savedCardToken),
      saveCard: input.body.save_card && customerId !== null,
      idempotencyKey: `order:${order.code}`,
    });
  } catch (error) {
    // The provider did not answer: the order stays PENDING and reconciliation asks again.
    console.warn(`[checkout] provider call for ${order.code} failed: ${error instanceof Error ? error.message : String(error)}`);
    return placeOrderAnswer(order, { replayedKey: false });
  }
  return finishPayment(order, result, {
    actor: 'payment',
    reason: `Payment ${result.status}`,
    saveCardFor: input.body.save_card ? customerId : null,
    provider: provider.name,
    now,
    lines,
  });
}
