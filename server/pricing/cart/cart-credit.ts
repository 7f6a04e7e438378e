import type { ProgrammeDiscountLookup } from './programme-discount';

/**
 * The store credit a cart's owner has chosen to use (spec §3 appliedCreditAmount), in the cart
 * currency's minor units, before the cart caps it at what is due. Credit belongs to ordering (its
 * ledger, and the amount the shopper asked for at checkout); pricing does not reach into it, so
 * whoever answers with a priced cart passes ordering's lookup in (decision 0009). Without one the
 * cart uses no credit.
 */
export type CartCreditLookup = (cart: { id: string; customerId: number; currency: string }) => Promise<number>;

/** What a cart use case takes to price the answer: the lookup above, when there is credit to show. */
export interface CartCreditInput {
  credit?: CartCreditLookup;
  /** Programmes' lookup of the owner's programme price (programme-discount.ts). */
  programme?: ProgrammeDiscountLookup;
}
