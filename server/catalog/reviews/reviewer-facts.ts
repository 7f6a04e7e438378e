import type { DbOrTx } from '@/server/db/db-or-tx';

/**
 * What reviews must know about a reviewer but do not own: whether they bought the product
 * (ordering) and their name (accounts). Both contexts depend on catalog, so catalog cannot import
 * them: the route passes these in (server/pages/reviewer-facts.ts), as the cart route passes
 * usableCartCredit to pricing.
 */
export interface ReviewerFacts {
  /** The customer's newest order proving a purchase of the product, if any. */
  purchaseOrderId(db: DbOrTx, customerId: number, productId: number): Promise<number | undefined>;
  /** Undefined when there is no such customer. */
  customerName(db: DbOrTx, customerId: number): Promise<string | undefined>;
}
