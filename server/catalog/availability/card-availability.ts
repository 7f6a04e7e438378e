import type { ProductAvailability } from '@/lib/contracts/catalog/product-detail-schemas';
import { labelsForState, type StockState } from '@/lib/product/stock-state';
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
  /** The labels the card shows (lib/product/stock-state.ts labelsForState). */
  labels: number[];
}

/**
 * A product card (category, search, home, related products) speaks for the whole product, by
 * the one availability rule: in stock when some variant is and it can be bought now.
 */
export function cardAvailability(facts: CardFacts): CardAvailability {
  const availability = decideAvailability({ isVendorProduct: facts.isVendorProduct, sale: facts.sale, stock: facts.inStock ? 1 : 0, labels: facts.labels });
  const state = availability.state === 'low-stock' ? 'in-stock' : availability.state;
  return { availability, state, labels: labelsForState(facts.labels, state) };
}
