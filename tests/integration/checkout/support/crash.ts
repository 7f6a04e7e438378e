import { randomUUID } from 'node:crypto';
import type { CartApi } from '@/tests/integration/cart/support/cart-api';
import { quoteCheckout } from '@/server/ordering/checkout/checkout-quote';
import { reserveOrder } from '@/server/ordering/checkout/reserve-order';
import { findOpenCart } from '@/server/pricing/cart/repository';
import { getPaymentProvider } from '@/server/ordering/payments/get-payment-provider';
import { GOOD_CARD } from './checkout-api';

/**
 * Place-order up to a chosen point, then "crash": transaction 1 commits, and when asked the
 * provider captures the card, but nothing records its answer. What a SIGKILL at that moment leaves.
 */
export async function placeOrderThenCrash(api: CartApi, cartId: string, options: { chargeCard: boolean; customerId?: number | null; now?: Date }) {
  const now = options.now ?? new Date();
  const cart = await findOpenCart(api.db, cartId);
  if (!cart) throw new Error('no open cart');
  const quote = await quoteCheckout(cart, { language: 'en', customerId: options.customerId ?? null, now });
  const reserved = await reserveOrder({ quote, customerId: options.customerId ?? null, locale: 'en-US', idempotencyKey: randomUUID(), methodId: 13, paymentOption: 0, provider: 'test', now });
  if (reserved.kind !== 'reserved') throw new Error('not reserved');
  if (options.chargeCard) {
    const { number, exp_month: expMonth, exp_year: expYear, cvc, holder } = GOOD_CARD;
    await getPaymentProvider().createPayment({
      methodId: 13,
      paymentOption: 0,
      amount: reserved.order.total,
      currency: reserved.order.currency,
      orderCode: reserved.order.code,
      returnPath: '/thank-you',
      instrument: { card: { number, expMonth, expYear, cvc, holder } },
      saveCard: false,
      idempotencyKey: `order:${reserved.order.code}`,
    });
  }
  return reserved.order;
}
