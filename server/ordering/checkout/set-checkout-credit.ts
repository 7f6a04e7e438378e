import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { getDb } from '@/server/db/client';
import type { Caller } from '@/server/http/request-context';
import { requireCheckoutCart } from './checkout-cart';
import { quoteCheckout } from './checkout-quote';
import { toCheckoutState } from './checkout-state';
import { saveCheckout } from './repository';
import type { ProgrammeDiscountLookup } from '@/server/pricing/cart/programme-discount';

/**
 * PUT /v1/checkout/credit (appliedCreditAmount): how much store credit to use. Kept as asked;
 * the totals use at most the balance and at most what is left to pay, and say so.
 */
export async function setCheckoutCredit(input: { caller: Caller; cartId?: string | null; locale: Locale; amount: number; now?: Date; programme?: ProgrammeDiscountLookup }): Promise<CheckoutState> {
  requireCustomerId(input.caller);
  const { cart, customerId } = await requireCheckoutCart(input.caller, input.cartId);
  await saveCheckout(getDb(), cart.id, { creditRequested: input.amount });
  const quote = await quoteCheckout(cart, { language: languageOfLocale(input.locale), customerId, now: input.now ?? new Date(), programme: input.programme });
  return toCheckoutState(quote, customerId);
}
