/* The store's return rules (decision 0015), shared by the server that applies them and the pages
 * that state them (brand policy guidance, help articles). */

/** A delivered line may be returned until this many days after its package was delivered. */
export const RETURN_WINDOW_DAYS = 30;

/** Share of a used item's price kept when it comes back (RETURN_AFTER_USE), in percent. */
export const RESTOCKING_SHARE_PERCENT = 15;
