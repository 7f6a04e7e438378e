import { LABEL } from '@/lib/constants/labels';

/**
 * What the shopper is told about stock for one variant:
 * - sold-out: unavailable by spec §4 (vendor or flash-sale product with nothing in stock);
 * - paused: in stock, but its flash sale is switched off (spec §4 "not purchasable"): it cannot
 *   be bought now, so the shopper is never told it is "in stock, ready to ship";
 * - pre-order: labelled PRE_ORDER (101), or a house product with nothing in stock, which is
 *   still sold and ships when the next batch arrives;
 * - low-stock: a few left (the page says how many);
 * - in-stock.
 */
export const STOCK_STATES = ['in-stock', 'low-stock', 'pre-order', 'sold-out', 'paused'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const LOW_STOCK_THRESHOLD = 5;

export interface StockFacts {
  stock: number;
  isUnavailable: boolean;
  isPurchasable: boolean;
  labels: readonly number[];
}

export function stockStateOf({ stock, isUnavailable, isPurchasable, labels }: StockFacts): StockState {
  if (isUnavailable) return 'sold-out';
  if (!isPurchasable) return 'paused';
  if (labels.includes(LABEL.PRE_ORDER) || stock <= 0) return 'pre-order';
  if (stock <= LOW_STOCK_THRESHOLD) return 'low-stock';
  return 'in-stock';
}

/** schema.org availability of an Offer. */
export type SchemaAvailability = 'https://schema.org/InStock' | 'https://schema.org/OutOfStock' | 'https://schema.org/PreOrder';

export function schemaAvailabilityOf(state: StockState): SchemaAvailability {
  if (state === 'sold-out' || state === 'paused') return 'https://schema.org/OutOfStock';
  if (state === 'pre-order') return 'https://schema.org/PreOrder';
  return 'https://schema.org/InStock';
}

/**
 * The labels shown beside a stock state: something that cannot be bought now does not also wear
 * a "Pre-order" badge (it would say "Pre-order" and "Sold out" at once).
 */
export function labelsForState(labels: readonly number[], state: StockState): number[] {
  return state === 'sold-out' || state === 'paused' ? labels.filter((label) => label !== LABEL.PRE_ORDER) : [...labels];
}
