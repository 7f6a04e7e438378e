/*
 * The delivery options a cart can choose from (issue 5, ADR 0012). Pure: the checkout passes the
 * priced lines and the clock.
 * - Gift cards go by e-mail: a cart of gift cards only gets the free 'digital' option; in a mixed
 *   cart they are left out of the parcel and of the free-shipping threshold.
 * - 'standard' (parcel carrier) for everything but pods: free once the goods reach the currency's
 *   threshold, a flat fee below it.
 * - 'express' for small parcels: no desk or pod, at most EXPRESS_MAX_UNITS items, not to remote
 *   regions.
 * - Desks and desk frames also get 'freight': scheduled liftgate delivery on a day the shopper picks.
 * - Pods (product kind 2 or the work-pods category) ship only as 'freight' (curbside, on a picked
 *   day) or 'white_glove' (delivered, installed, packaging removed, on a picked day; not offered in
 *   remote regions).
 * Dates: orders placed before the 14:00 cut-off on a business day, in the dispatching warehouse's
 * time zone (America/Los_Angeles for the US, spec §9), leave that day; later ones the next
 * business day. Windows and pickable dates count business days (Monday–Friday) from there.
 */
import type { ShippingOption } from '@/lib/contracts/ordering/checkout-schemas';
import { regionCodeOf } from '@/lib/address/country-address-rules';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import { addBusinessDays, businessDaysFrom, dispatchTimeZoneOf, isBusinessDay, isoDate, localMoment } from './business-days';
import { shippingRatesOf } from './shipping-rates';

export interface ShippingCartLine {
  productKind: number;
  categorySlug: string;
  quantity: number;
  unitPrice: number;
}

export interface ShippingOptionsInput {
  destination: { country: string; state_or_province: string; postal_code: string };
  currency: string;
  lines: ShippingCartLine[];
  /**
   * The cart's total after discounts (total_product_price − total_discount_price), gift cards
   * included, in minor units. Minus the gift cards' value, it decides free standard shipping.
   */
  subtotal: number;
  now: Date;
}

export const DISPATCH_CUTOFF_HOUR = 14;
export const EXPRESS_MAX_UNITS = 5;
export const GIFT_CARD_CATEGORY = 'gift-cards';
export const POD_CATEGORY = 'work-pods';
export const DESK_FREIGHT_CATEGORIES: ReadonlySet<string> = new Set(['standing-desks', 'desk-frames']);

/** Business days after dispatch: [first, last] of a delivery window, or the first pickable date and how many are offered. */
export const DELIVERY_DAYS = {
  standard: { from: 2, to: 5 },
  standardRemote: { from: 5, to: 10 },
  express: { from: 1, to: 2 },
  deskFreight: { lead: 5, dates: 15 },
  podFreight: { lead: 10, dates: 20 },
  whiteGlove: { lead: 15, dates: 20 },
} as const;

/** Regions carriers reach by air or barge only: slower standard, no express, no white glove. */
const REMOTE_REGIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  US: new Set(['AK', 'HI']),
  CA: new Set(['NT', 'NU', 'YT']),
};

function isGiftCard(line: ShippingCartLine): boolean {
  return line.productKind === PRODUCT_KIND.GIFT_CARD || line.categorySlug === GIFT_CARD_CATEGORY;
}

function isPod(line: ShippingCartLine): boolean {
  return line.productKind === PRODUCT_KIND.POD || line.categorySlug === POD_CATEGORY;
}

function isRemote(destination: ShippingOptionsInput['destination']): boolean {
  const country = destination.country.trim().toUpperCase();
  const region = regionCodeOf(country, destination.state_or_province);
  return region !== null && (REMOTE_REGIONS[country]?.has(region) ?? false);
}

function windowOption(code: ShippingOption['code'], price: number, dispatch: Date, from: number, to: number): ShippingOption {
  return {
    code,
    price,
    estimated_delivery_from: isoDate(addBusinessDays(dispatch, from)),
    estimated_delivery_to: isoDate(addBusinessDays(dispatch, to)),
    requires_date: false,
    available_dates: [],
  };
}

function scheduledOption(code: ShippingOption['code'], price: number, dispatch: Date, lead: number, count: number): ShippingOption {
  const dates = businessDaysFrom(addBusinessDays(dispatch, lead), count).map(isoDate);
  return {
    code,
    price,
    estimated_delivery_from: dates[0] ?? '',
    estimated_delivery_to: dates[dates.length - 1] ?? '',
    requires_date: true,
    available_dates: dates,
  };
}

export function shippingOptionsFor(input: ShippingOptionsInput): ShippingOption[] {
  const lines = input.lines.filter((line) => line.quantity > 0);
  if (lines.length === 0) return [];

  const local = localMoment(input.now, dispatchTimeZoneOf(input.destination.country));
  const physical = lines.filter((line) => !isGiftCard(line));
  if (physical.length === 0) {
    const today = isoDate(local.day);
    return [{ code: 'digital', price: 0, estimated_delivery_from: today, estimated_delivery_to: today, requires_date: false, available_dates: [] }];
  }

  const rates = shippingRatesOf(input.currency);
  const sameDay = isBusinessDay(local.day) && local.hour < DISPATCH_CUTOFF_HOUR;
  const dispatch = sameDay ? local.day : addBusinessDays(new Date(local.day.getTime() + 86_400_000), 0);
  const remote = isRemote(input.destination);

  if (physical.some(isPod)) {
    const options = [scheduledOption('freight', rates.podFreight, dispatch, DELIVERY_DAYS.podFreight.lead, DELIVERY_DAYS.podFreight.dates)];
    if (!remote) {
      options.push(scheduledOption('white_glove', rates.whiteGlove, dispatch, DELIVERY_DAYS.whiteGlove.lead, DELIVERY_DAYS.whiteGlove.dates));
    }
    return options;
  }

  const giftCardValue = lines.filter(isGiftCard).reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const goodsForThreshold = Math.max(0, input.subtotal - giftCardValue);
  const standardPrice = goodsForThreshold >= rates.freeStandardFrom ? 0 : rates.standardFee;
  const standardDays = remote ? DELIVERY_DAYS.standardRemote : DELIVERY_DAYS.standard;
  const options = [windowOption('standard', standardPrice, dispatch, standardDays.from, standardDays.to)];

  const hasDesk = physical.some((line) => DESK_FREIGHT_CATEGORIES.has(line.categorySlug));
  const units = physical.reduce((sum, line) => sum + line.quantity, 0);
  if (!hasDesk && !remote && units <= EXPRESS_MAX_UNITS) {
    options.push(windowOption('express', rates.express, dispatch, DELIVERY_DAYS.express.from, DELIVERY_DAYS.express.to));
  }
  if (hasDesk) {
    options.push(scheduledOption('freight', rates.deskFreight, dispatch, DELIVERY_DAYS.deskFreight.lead, DELIVERY_DAYS.deskFreight.dates));
  }
  return options;
}
