import type { Address, CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { shippingCountriesFor, validateAddress } from '@/lib/address/validate-address';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import type { ErrorIssue } from '@/lib/contracts/error-codes';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { requireCheckoutCart } from './checkout-cart';
import { quoteCheckout } from './checkout-quote';
import { toCheckoutState } from './checkout-state';
import { saveCheckout } from './repository';
import type { ProgrammeDiscountLookup } from '@/server/pricing/cart/programme-discount';

export interface ContactInput {
  email: string;
  shipping_address: Address;
  billing_same_as_shipping: boolean;
  billing_address?: Address | undefined;
}

function addressIssues(address: Address, path: string): ErrorIssue[] {
  return validateAddress(address).map((issue) => ({ path: `${path}.${issue.field}`, message: issue.message }));
}

/**
 * PUT /v1/checkout/contact: the e-mail and addresses, validated by country (postal code and
 * state formats). A cart ships only to the countries of its store (a CAD cart does not ship to
 * Germany): another country is refused with the list of those it ships to.
 */
export async function setCheckoutContact(input: { caller: Caller; cartId?: string | null; locale: Locale; body: ContactInput; now?: Date; programme?: ProgrammeDiscountLookup }): Promise<CheckoutState> {
  const { cart, customerId } = await requireCheckoutCart(input.caller, input.cartId);
  const { body } = input;
  const countries = shippingCountriesFor(cart.country);
  if (!countries.includes(body.shipping_address.country)) {
    throw new AppError('UNPROCESSABLE', `This store does not ship to ${body.shipping_address.country}. It ships to: ${countries.join(', ')}.`, {
      issues: [{ path: 'body.shipping_address.country', message: `Choose one of: ${countries.join(', ')}.` }],
    });
  }
  if (!body.billing_same_as_shipping && !body.billing_address) {
    throw new AppError('VALIDATION_FAILED', 'Enter the billing address, or use the shipping address for billing.', {
      issues: [{ path: 'body.billing_address', message: 'Enter the billing address.' }],
    });
  }
  const billing = body.billing_same_as_shipping ? null : (body.billing_address ?? null);
  const issues = [...addressIssues(body.shipping_address, 'body.shipping_address'), ...(billing ? addressIssues(billing, 'body.billing_address') : [])];
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues.map((issue) => issue.message).join(' '), { issues });

  await saveCheckout(getDb(), cart.id, { email: body.email.trim().toLowerCase(), shippingAddress: body.shipping_address, billingAddress: billing });
  const quote = await quoteCheckout(cart, { language: languageOfLocale(input.locale), customerId, now: input.now ?? new Date(), programme: input.programme });
  return toCheckoutState(quote, customerId);
}
