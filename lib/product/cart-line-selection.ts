import { z } from 'zod';
import { MAX_CART_LINE_QUANTITY } from './cart-line-limits';

// Also offered here, next to the schema it bounds (the cart imports it from this file).
export { MAX_CART_LINE_QUANTITY };

/** Most options a product offers; a longer map is not a shopper's choice. */
const MAX_OPTIONS_PER_LINE = 12;
const OPTION_CODE = z.string().regex(/^[a-z0-9-]{1,48}$/, { error: 'Option codes are lower-case letters, digits and dashes.' });
/** Personalization text is capped by each option's own limit; this only bounds the request. */
const MAX_PERSONALIZATION_CHARS = 500;

const boundedRecord = <T extends z.ZodType>(value: T) =>
  z.record(OPTION_CODE, value).refine((record) => Object.keys(record).length <= MAX_OPTIONS_PER_LINE, {
    error: `At most ${MAX_OPTIONS_PER_LINE} options.`,
  });

/**
 * What the shopper puts in the cart from the product page: one variant, a quantity, the choice
 * made for each customization option (option code → choice code) and the text of each
 * personalization option (option code → text). It travels with the cart line, so the cart and
 * checkout can price it again on the server (see server/catalog/product-detail/quote-cart-line.ts).
 */
export const cartLineSelectionSchema = z.object({
  productCode: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'Unknown product code.' }),
  variantId: z.int().positive(),
  quantity: z.int().min(1).max(MAX_CART_LINE_QUANTITY),
  optionChoices: boundedRecord(OPTION_CODE).default({}),
  personalization: boundedRecord(z.string().max(MAX_PERSONALIZATION_CHARS)).default({}),
});

export type CartLineSelection = z.output<typeof cartLineSelectionSchema>;
