import { getDb } from '../db/client';
import { DEFAULT_PAYMENT_GATEWAY_ID, paymentMethodName } from '@/lib/constants/payment-methods';
import { countryOfLocale, type Locale } from '@/lib/i18n/locales';
import { paymentMethodsOf } from './payment-methods-by-country';
import { findCustomerById } from './repository';
import { accountGone } from './require-customer';
import type { PaymentSetting, SavedCard } from '@/lib/contracts/accounts/customers-schemas';

/**
 * GET /v1/me/payment-setting (spec §3 leaves its fields out; documented in decision 0005):
 * the default gateway, the methods offered in the customer's country (the profile's, else the
 * page locale's) and the customer's saved cards. Cards belong to payments, so the caller reads
 * them there and passes them in (accounts does not reach into payments' tables).
 */
export async function getPaymentSetting(customerId: number, locale: Locale, savedCards: readonly SavedCard[]): Promise<PaymentSetting> {
  const customer = await findCustomerById(getDb(), customerId);
  if (!customer) throw accountGone();
  const country = customer.country || countryOfLocale(locale);
  return {
    country,
    default_gateway_id: DEFAULT_PAYMENT_GATEWAY_ID,
    available_methods: paymentMethodsOf(country).map((id) => ({ id, name: paymentMethodName(id) ?? String(id) })),
    saved_cards: [...savedCards],
  };
}
