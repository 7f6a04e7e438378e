import { isEuCountry } from '@/lib/i18n/eu-countries';
import { PAYMENT_METHOD, type PaymentMethodId } from '@/lib/constants/payment-methods';

/*
 * Which payment methods (ids of spec §9) a shopper of a country is offered. The card gateway
 * (13) comes first everywhere: it is the default of spec §3. Until the payments module owns
 * this table, it lives here with the payment setting that answers it.
 */
const { CARD_GATEWAY, APPLE_PAY, GOOGLE_PAY, AMAZON_PAY_V2, PAY_IN_INSTALLMENTS, ACH, ONLINE_WALLET } = PAYMENT_METHOD;

const BY_COUNTRY: Readonly<Record<string, readonly PaymentMethodId[]>> = {
  US: [CARD_GATEWAY, APPLE_PAY, GOOGLE_PAY, AMAZON_PAY_V2, PAY_IN_INSTALLMENTS, ACH],
  CA: [CARD_GATEWAY, APPLE_PAY, GOOGLE_PAY, PAY_IN_INSTALLMENTS],
  GB: [CARD_GATEWAY, APPLE_PAY, GOOGLE_PAY, ONLINE_WALLET],
  AE: [CARD_GATEWAY, APPLE_PAY, GOOGLE_PAY],
};
const EU: readonly PaymentMethodId[] = [CARD_GATEWAY, APPLE_PAY, GOOGLE_PAY, ONLINE_WALLET];
const ELSEWHERE: readonly PaymentMethodId[] = [CARD_GATEWAY, ONLINE_WALLET];

export function paymentMethodsOf(country: string): readonly PaymentMethodId[] {
  const code = country.toUpperCase();
  return BY_COUNTRY[code] ?? (isEuCountry(code) ? EU : ELSEWHERE);
}
