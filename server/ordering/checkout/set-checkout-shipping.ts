import type { CheckoutState, ShippingOptionCode } from '@/lib/contracts/ordering/checkout-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { requireCheckoutCart } from './checkout-cart';
import { quoteCheckout } from './checkout-quote';
import { toCheckoutState } from './checkout-state';
import { saveCheckout } from './repository';
import type { ProgrammeDiscountLookup } from '@/server/pricing/cart/programme-discount';

/**
 * PUT /v1/checkout/shipping: one of the options offered for the address (422 otherwise); freight
 * and white glove also take a ship date among the offered ones.
 */
export async function setCheckoutShipping(input: {
  caller: Caller;
  cartId?: string | null;
  locale: Locale;
  body: { option: ShippingOptionCode; shipping_date?: string | undefined };
  now?: Date;
  programme?: ProgrammeDiscountLookup;
}): Promise<CheckoutState> {
  const now = input.now ?? new Date();
  const language = languageOfLocale(input.locale);
  const { cart, customerId } = await requireCheckoutCart(input.caller, input.cartId);
  const before = await quoteCheckout(cart, { language, customerId, now, programme: input.programme });
  if (!before.checkout.shippingAddress) throw new AppError('UNPROCESSABLE', 'Enter the shipping address before choosing how to ship.');
  const option = before.shippingOptions.find((candidate) => candidate.code === input.body.option);
  if (!option) {
    const offered = before.shippingOptions.map((candidate) => candidate.code).join(', ') || 'none';
    throw new AppError('UNPROCESSABLE', `Shipping option ${input.body.option} is not offered for this cart and address (offered: ${offered}).`);
  }
  let shippingDate: string | null = null;
  if (option.requires_date) {
    if (!input.body.shipping_date) throw new AppError('UNPROCESSABLE', 'Choose the date the order should ship.');
    if (!option.available_dates.includes(input.body.shipping_date)) throw new AppError('UNPROCESSABLE', `${input.body.shipping_date} is not an available ship date.`);
    shippingDate = input.body.shipping_date;
  }
  await saveCheckout(getDb(), cart.id, { shippingOption: option.code, shippingDate });
  const quote = await quoteCheckout(cart, { language, customerId, now, programme: input.programme });
  return toCheckoutState(quote, customerId);
}
