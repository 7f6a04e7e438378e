import { EU_COUNTRIES } from '@/lib/i18n/eu-countries';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import type { StockState } from './stock-state';

/*
 * A rule-based delivery estimate shown under the add-to-cart button. It depends only on the
 * country of the page's locale, the product kind and its stock state, so it is the same on the
 * server render and in the browser (no clock, no hydration mismatch).
 *
 *                  parcel (business days)   pods, freight white-glove (weeks)
 *   US (home)      3–7                      3–5
 *   CA             4–8                      4–6
 *   GB, EU         5–9                      5–8
 *   elsewhere      7–14                     6–10
 *
 * Pre-orders ship when the next batch lands: 4–6 weeks (one more outside the US); pods built to
 * order add 4 weeks to their freight window. Gift cards arrive by e-mail.
 */

export type ShippingRegion = 'us' | 'ca' | 'europe' | 'world';

export type ShippingEstimate =
  | { method: 'email' }
  | { method: 'parcel'; minBusinessDays: number; maxBusinessDays: number }
  | { method: 'freight'; minWeeks: number; maxWeeks: number; builtToOrder: boolean }
  | { method: 'pre-order'; minWeeks: number; maxWeeks: number }
  | { method: 'none' };

export interface ShippingEstimateInput {
  /** ISO country of the page's locale (US, CA, GB, FR, DE...). */
  country: string;
  /** Product kind of spec §9. */
  productKind: number;
  stockState: StockState;
}

const PARCEL_DAYS: Record<ShippingRegion, readonly [number, number]> = { us: [3, 7], ca: [4, 8], europe: [5, 9], world: [7, 14] };
const FREIGHT_WEEKS: Record<ShippingRegion, readonly [number, number]> = { us: [3, 5], ca: [4, 6], europe: [5, 8], world: [6, 10] };
const BUILT_TO_ORDER_EXTRA_WEEKS = 4;
const PRE_ORDER_WEEKS = [4, 6] as const;

export function shippingRegionOf(country: string): ShippingRegion {
  const code = country.trim().toUpperCase();
  if (code === 'US') return 'us';
  if (code === 'CA') return 'ca';
  if (code === 'GB' || code === 'CH' || code === 'NO' || EU_COUNTRIES.has(code)) return 'europe';
  return 'world';
}

export function estimateShipping({ country, productKind, stockState }: ShippingEstimateInput): ShippingEstimate {
  if (stockState === 'sold-out' || stockState === 'paused') return { method: 'none' };
  if (productKind === PRODUCT_KIND.GIFT_CARD) return { method: 'email' };
  const region = shippingRegionOf(country);
  if (productKind === PRODUCT_KIND.POD) {
    const [min, max] = FREIGHT_WEEKS[region];
    const builtToOrder = stockState === 'pre-order';
    const extra = builtToOrder ? BUILT_TO_ORDER_EXTRA_WEEKS : 0;
    return { method: 'freight', minWeeks: min + extra, maxWeeks: max + extra, builtToOrder };
  }
  if (stockState === 'pre-order') {
    const extra = region === 'us' ? 0 : 1;
    return { method: 'pre-order', minWeeks: PRE_ORDER_WEEKS[0] + extra, maxWeeks: PRE_ORDER_WEEKS[1] + extra };
  }
  const [min, max] = PARCEL_DAYS[region];
  return { method: 'parcel', minBusinessDays: min, maxBusinessDays: max };
}
