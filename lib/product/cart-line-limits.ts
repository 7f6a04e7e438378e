/**
 * Most units of one variant a single cart line takes (bulk orders have their own page). Kept
 * apart from the selection's schema so the product page can read it without loading zod.
 */
export const MAX_CART_LINE_QUANTITY = 99;
