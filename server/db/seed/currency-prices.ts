import { SEED_CURRENCIES, type SeedCurrency } from './catalog-constants';
import type { SeedPrice } from './catalog-types';
import { charmPrice, compareAtPrice, type PriceEnding } from './price-rounding';

/* Each market has its own price list, set from the US price with a fixed rate and then rounded
 * to local price points, not converted at today's exchange rate. */
const MARKET_RATE: Readonly<Record<SeedCurrency, number>> = { USD: 1, CAD: 1.37, GBP: 0.82, EUR: 0.95 };

export function pricesInAllCurrencies(usd: number, ending: PriceEnding, saleDiscount: number | null): SeedPrice[] {
  return SEED_CURRENCIES.map((currency) => {
    const amount = charmPrice(usd * MARKET_RATE[currency], ending);
    return { currency, amount, compareAtAmount: saleDiscount === null ? null : compareAtPrice(amount, saleDiscount, ending) };
  });
}

/** Gift cards carry their face value in every currency. */
export function faceValuePrices(value: number): SeedPrice[] {
  return SEED_CURRENCIES.map((currency) => ({ currency, amount: value * 100, compareAtAmount: null }));
}
