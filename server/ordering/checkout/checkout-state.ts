import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { emptyCart } from '@/server/pricing/cart/price-stored-cart';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import type { CheckoutQuote } from './checkout-quote';
import { checkoutPaymentProvider } from './payment-gateway';
import { paymentMethodOffers } from './payment-method-offers';
import { listSavedCards } from './repository-saved-cards';

/** The answer of every /v1/checkout call, from a quote. */
export async function toCheckoutState(quote: CheckoutQuote, customerId: number | null): Promise<CheckoutState> {
  const { checkout, totals } = quote;
  const savedCards = customerId === null ? [] : await listSavedCards(getDb(), customerId);
  return {
    cart: { ...quote.cart, applied_credit_amount: totals.applied_credit_amount, total_amount: totals.total_amount, total_tax: totals.total_tax },
    email: checkout.email,
    shipping_address: checkout.shippingAddress,
    billing_same_as_shipping: checkout.billingAddress === null,
    billing_address: checkout.billingAddress ?? checkout.shippingAddress,
    shipping_options: quote.shippingOptions,
    shipping_option: quote.shipping?.code ?? null,
    shipping_date: quote.shipping?.requires_date ? checkout.shippingDate : null,
    credit_balance: quote.creditBalance,
    totals: {
      currency: totals.currency,
      total_product_price: totals.total_product_price,
      total_discount_price: totals.total_discount_price,
      applied_credit_amount: totals.applied_credit_amount,
      shipping_price: totals.shipping_price,
      total_tax: totals.total_tax,
      tax_mode: totals.tax_mode,
      tax_lines: totals.tax_lines,
      total_amount: totals.total_amount,
    },
    payment_methods: paymentMethodOffers(checkoutPaymentProvider(), quote.cartRow.country, quote.cartRow.currency),
    saved_cards: savedCards,
    missing: quote.missing,
  };
}

/** A browser without a cart: nothing to check out yet. */
export function emptyCheckoutState(locale: Locale): CheckoutState {
  const cart = emptyCart(locale);
  return {
    cart,
    email: null,
    shipping_address: null,
    billing_same_as_shipping: true,
    billing_address: null,
    shipping_options: [],
    shipping_option: null,
    shipping_date: null,
    credit_balance: 0,
    totals: {
      currency: cart.currency,
      total_product_price: 0,
      total_discount_price: 0,
      applied_credit_amount: 0,
      shipping_price: 0,
      total_tax: 0,
      tax_mode: 'pending_address',
      tax_lines: [],
      total_amount: 0,
    },
    payment_methods: [],
    saved_cards: [],
    missing: ['cart', 'email', 'shipping_address', 'shipping_option'],
  };
}
