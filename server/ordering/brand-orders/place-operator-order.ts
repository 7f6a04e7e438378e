import { PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { PAYMENT_OPTION } from '@/lib/constants/payment-options';
import type { OperatorOrderBody, OperatorOrderResult } from '@/lib/contracts/ordering/operator-orders-schemas';
import type { Locale } from '@/lib/i18n/locales';
import { languageOfLocale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { findCheckoutCart } from '@/server/ordering/checkout/checkout-cart';
import { quoteCheckout } from '@/server/ordering/checkout/checkout-quote';
import { placeOrder } from '@/server/ordering/checkout/place-order';
import { setCheckoutContact } from '@/server/ordering/checkout/set-checkout-contact';
import { setCheckoutShipping } from '@/server/ordering/checkout/set-checkout-shipping';
import type { ShippingOptionCode } from '@/lib/contracts/ordering/checkout-schemas';
import { usableCartCredit } from '@/server/ordering/credit/usable-cart-credit';
import { addCartItem } from '@/server/pricing/cart/add-cart-item';
import { getProductDetail } from '@/server/catalog/product-detail/get-product-detail';
import { findOrderOfKey, markPlacedByOperator } from './repository';

const KEY_PATTERN = /^[\w.:-]{8,100}$/;

/**
 * POST /v1/admin/orders: an operator places an order for a brand (a bulk order taken by phone).
 * It runs the shoppers' path step by step, as a guest checkout of a fresh cart: add the items
 * (stock and prices as the store sells them), the customer's e-mail and address, the cheapest
 * undated shipping option (or the one asked), then place-order paid by wire transfer, which
 * holds the stock, computes tax and totals and mails the confirmation with the bank details.
 * Every item must be the brand's; the order is then marked as placed by the operator for it.
 * The Idempotency-Key makes a retried call answer the same order instead of a second one.
 */
export async function placeOperatorOrder(input: {
  operator: Extract<Caller, { kind: 'user' }>;
  vendorCode: string;
  locale: Locale;
  body: OperatorOrderBody;
  idempotencyKey: string | undefined;
  now?: Date;
}): Promise<OperatorOrderResult> {
  const key = input.idempotencyKey?.trim();
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError('BAD_REQUEST', 'Send an Idempotency-Key header (8 to 100 letters, digits, "-", "_", ".", ":"), a new one for each order.', {
      issues: [{ path: 'headers.idempotency-key', message: 'Required: 8 to 100 characters.' }],
    });
  }
  const orderKey = `operator:${key}`;
  const db = getDb();
  const done = await findOrderOfKey(db, orderKey);
  if (done) {
    if (done.placedByOperatorId === null) await markPlacedByOperator(db, done.id, input.operator.userId, input.vendorCode);
    return { order_code: done.code, status: done.status, total: done.total, currency: done.currency, vendor_code: input.vendorCode, replayed: true };
  }

  // A guest checkout: the operator's own account must not become the buyer.
  const guest: Caller = { kind: 'anonymous' };
  const credit = usableCartCredit;
  // Each product must be the brand's, checked before anything is held; no variant means its default.
  const items = [];
  for (const item of input.body.items) {
    const product = await getProductDetail({ code: item.product_code, locale: input.locale }).catch(() => null);
    if (!product || product.vendor_code !== input.vendorCode) throw new AppError('UNPROCESSABLE', `Only the brand's own products can be ordered for it: ${item.product_code} is not one of them.`);
    const variant = item.variant_id ?? (product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0])?.id;
    if (variant === undefined) throw new AppError('UNPROCESSABLE', `${item.product_code} has no variant to order.`);
    items.push({ ...item, variant_id: variant });
  }
  let cartId: string | null = null;
  for (const item of items) {
    const cart = await addCartItem({ caller: guest, cartId, locale: input.locale, item: { product_code: item.product_code, variant_id: item.variant_id, quantity: item.quantity, options: {}, personalization: {} }, credit });
    cartId = cart.id;
  }
  const contact = await setCheckoutContact({ caller: guest, cartId, locale: input.locale, body: { email: input.body.email, shipping_address: input.body.shipping_address, billing_same_as_shipping: true } });
  const undated = contact.shipping_options.filter((option) => !option.requires_date).sort((a, b) => a.price - b.price);
  const option = input.body.shipping_option ?? undated[0]?.code;
  if (!option) throw new AppError('UNPROCESSABLE', 'No shipping option without a date is offered for these items and this address: say which one to use.');
  const shipping = await setCheckoutShipping({ caller: guest, cartId, locale: input.locale, body: { option: option as ShippingOptionCode } });

  const { cart } = await findCheckoutCart(guest, cartId);
  const quote = await quoteCheckout(cart!, { language: languageOfLocale(input.locale), customerId: null, now: input.now ?? new Date() });
  const foreign = [...quote.products.entries()].filter(([, product]) => product?.vendor_code !== input.vendorCode).map(([code]) => code);
  if (foreign.length > 0) throw new AppError('UNPROCESSABLE', `Only the brand's own products can be ordered for it: ${foreign.join(', ')} is not one of them.`);

  const placed = await placeOrder({
    caller: guest,
    cartId,
    locale: input.locale,
    idempotencyKey: orderKey,
    body: { method_id: PAYMENT_METHOD.WIRE, payment_option: PAYMENT_OPTION.WIRE, expected_total: shipping.totals.total_amount, save_card: false },
    now: input.now,
  });
  const order = await findOrderOfKey(db, orderKey);
  if (!order) throw new AppError('CONFLICT', `The order was not recorded (${placed.order.code}); try again with the same Idempotency-Key.`);
  await markPlacedByOperator(db, order.id, input.operator.userId, input.vendorCode);
  return { order_code: order.code, status: order.status, total: order.total, currency: order.currency, vendor_code: input.vendorCode, replayed: false };
}
