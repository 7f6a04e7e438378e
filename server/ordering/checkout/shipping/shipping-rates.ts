/*
 * Shipping prices per cart currency, in minor units (ADR 0012). Set per market rather than
 * converted, like the catalog's prices, so each reads as a round local figure.
 * - standard: a flat fee, free when the goods reach the threshold;
 * - express: small parcels only, never free;
 * - freight: scheduled liftgate delivery of desks; for pods the curbside crate delivery;
 * - white glove: pods delivered into the room, assembled and the packaging taken away.
 */
export interface CurrencyShippingRates {
  standardFee: number;
  freeStandardFrom: number;
  express: number;
  deskFreight: number;
  podFreight: number;
  whiteGlove: number;
}

export const SHIPPING_RATES: Readonly<Record<string, CurrencyShippingRates>> = {
  USD: { standardFee: 1_495, freeStandardFrom: 9_900, express: 2_995, deskFreight: 4_900, podFreight: 39_900, whiteGlove: 99_900 },
  CAD: { standardFee: 1_995, freeStandardFrom: 12_900, express: 3_995, deskFreight: 6_900, podFreight: 54_900, whiteGlove: 134_900 },
  GBP: { standardFee: 995, freeStandardFrom: 7_900, express: 1_995, deskFreight: 3_900, podFreight: 32_900, whiteGlove: 79_900 },
  EUR: { standardFee: 1_195, freeStandardFrom: 8_900, express: 2_495, deskFreight: 4_500, podFreight: 37_900, whiteGlove: 92_900 },
  AED: { standardFee: 5_500, freeStandardFrom: 36_500, express: 11_000, deskFreight: 18_000, podFreight: 146_500, whiteGlove: 366_900 },
};

export function shippingRatesOf(currency: string): CurrencyShippingRates {
  const rates = SHIPPING_RATES[currency.trim().toUpperCase()];
  if (!rates) throw new RangeError(`No shipping prices for currency ${currency}.`);
  return rates;
}
