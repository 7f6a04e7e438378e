import { LABEL } from '@/lib/constants/labels';
import type { ProductAvailability } from '@/lib/contracts/catalog/product-detail-schemas';
import type { StockState } from '@/lib/product/stock-state';
import { decideAvailability, type SaleFacts } from './decide-availability';

export interface CardFacts {
  isVendorProduct: boolean;
  sale: SaleFacts;
  /** Some variant has units. */
  inStock: boolean;
  labels: readonly number[];
}

export interface CardAvailability {
  availability: ProductAvailability;
  /** What the card says: a card never says how few are left, so low stock reads "in stock". */
  state: StockState;
  /** The labels the card shows (see cardLabels). */
  labels: number[];
}

/**
 * A product card (category, search, home, related products) speaks for the whole product, by
 * the one availability rule: in stock when some variant is and it can be bought now.
 */
export function cardAvailability(facts: CardFacts): CardAvailability {
  const availability = decideAvailability({ isVendorProduct: facts.isVendorProduct, sale: facts.sale, stock: facts.inStock ? 1 : 0, labels: facts.labels });
  const state = availability.state === 'low-stock' ? 'in-stock' : availability.state;
  return { availability, state, labels: cardLabels(facts.labels, state) };
}

/**
 * A product that cannot be bought now does not also wear a "Pre-order" badge (a card would say
 * "Pre-order" and "Sold out" at once).
 */
export function cardLabels(labels: readonly number[], state: StockState): number[] {
  return state === 'sold-out' || state === 'paused' ? labels.filter((label) => label !== LABEL.PRE_ORDER) : [...labels];
}
