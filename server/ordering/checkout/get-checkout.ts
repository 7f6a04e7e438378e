import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import type { Caller } from '@/server/http/request-context';
import { findCheckoutCart } from './checkout-cart';
import { quoteCheckout } from './checkout-quote';
import { emptyCheckoutState, toCheckoutState } from './checkout-state';
import { startPaymentReconciler } from './payment-reconciler';
import type { ProgrammeDiscountLookup } from '@/server/pricing/cart/programme-discount';

/** GET /v1/checkout: the caller's checkout, priced now; an empty one when there is no cart. */
export async function getCheckout(input: { caller: Caller; cartId?: string | null; locale: Locale; now?: Date; programme?: ProgrammeDiscountLookup }): Promise<CheckoutState> {
  startPaymentReconciler();
  const { cart, customerId } = await findCheckoutCart(input.caller, input.cartId);
  if (!cart) return emptyCheckoutState(input.locale);
  const quote = await quoteCheckout(cart, { language: languageOfLocale(input.locale), customerId, now: input.now ?? new Date(), programme: input.programme });
  return toCheckoutState(quote, customerId);
}
