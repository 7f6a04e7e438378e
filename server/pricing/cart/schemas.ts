import { z } from 'zod';
import { cartSchema } from '@/lib/cart/cart-schema';
import { giftCardInputSchema } from '@/lib/cart/gift-card';
import { cartLineSelectionSchema, MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-selection';
import { queryInt } from '@/server/http/query-schemas';
import { PROMO_CODE_PATTERN } from '@/server/pricing/promotions/promo-code-rule';

/** Largest id PostgreSQL's integer columns hold: bigger numbers are refused, not crashed on. */
const MAX_INT32 = 2_147_483_647;

export const cartQuerySchema = z.object({
  cart_id: z
    .string()
    .max(128, { error: 'A cart id is at most 128 characters.' })
    .optional()
    .describe('Guest cart id from the CART_ID cookie. Ignored for a signed-in customer, whose cart comes from the token.'),
});

export const cartLineParamsSchema = z.object({
  lineId: queryInt({ min: 1, max: MAX_INT32 }).describe('Line id from the cart answer'),
});

export const addCartItemBodySchema = z.object({
  product_code: cartLineSelectionSchema.shape.productCode,
  variant_id: z.int().min(1).max(MAX_INT32),
  quantity: z.int().min(1, { error: 'Add at least one.' }).max(MAX_CART_LINE_QUANTITY, { error: `At most ${MAX_CART_LINE_QUANTITY} at a time.` }),
  options: cartLineSelectionSchema.shape.optionChoices.describe('Customization option code → choice code'),
  personalization: cartLineSelectionSchema.shape.personalization.describe('Personalization option code → text'),
  gift_card: giftCardInputSchema.optional().describe('Required for gift cards (product kind 4), refused otherwise'),
});

export const updateCartItemBodySchema = z.object({
  quantity: z
    .int()
    .min(0)
    .max(MAX_CART_LINE_QUANTITY, { error: `At most ${MAX_CART_LINE_QUANTITY}.` })
    .describe('New quantity; 0 removes the line'),
});

export const promoCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(PROMO_CODE_PATTERN, { error: 'A promo code is 1 to 64 letters, digits, dashes or underscores.' }),
});

const AFFILIATE_ID = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._~:-]{1,200}$/, { error: 'Affiliate ids are 1 to 200 letters, digits or . _ ~ : -' });

export const affiliateBodySchema = z.object({
  rid: AFFILIATE_ID.nullable().optional().describe('Referral/affiliate id (CART_RID); null clears it'),
  ranMID: AFFILIATE_ID.nullable().optional().describe('Affiliate network merchant id (CART_RANMID); null clears it'),
});

/** A combo adds one set per call by default; a few sets at once at most. */
export const MAX_COMBO_SETS = 10;

export const addComboBodySchema = z.object({
  combo_id: z.int().min(1).max(MAX_INT32).describe('Combo id from GET /v1/deals/products/{code}'),
  quantity: z
    .int()
    .min(1, { error: 'Add at least one set.' })
    .max(MAX_COMBO_SETS, { error: `At most ${MAX_COMBO_SETS} sets at a time.` })
    .default(1)
    .describe('Sets of the combo to add'),
  variants: z
    .record(cartLineSelectionSchema.shape.productCode, z.int().min(1).max(MAX_INT32))
    .refine((record) => Object.keys(record).length <= 4, { error: 'A combo has at most 4 products.' })
    .default({})
    .describe('Product code → variant id, for products not to be added in their default variant'),
});

export const cartResponseSchema = cartSchema;

export type AddCartItemBody = z.output<typeof addCartItemBodySchema>;
export type AddComboBody = z.output<typeof addComboBodySchema>;
export type AffiliateBody = z.output<typeof affiliateBodySchema>;
