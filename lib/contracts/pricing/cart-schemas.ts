import { z } from 'zod';
import { giftCardInputSchema } from '@/lib/cart/gift-card';
import { cartLineSelectionSchema, MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-selection';
import { queryInt } from '@/lib/contracts/query-schemas';

/*
 * The cart as every /v1/cart call answers it: the whole cart, priced on the server in the cart's
 * currency (integer minor units). Spec §3 names the totals (total_product_price, total_tax,
 * total_amount, total_discount_price); the rest of the cart keeps the same snake_case style.
 * Lives in lib because the browser types its cart with it and the server validates its answers
 * with it.
 */

export const LINE_AVAILABILITY_STATUSES = ['in_stock', 'low_stock', 'pre_order', 'exceeds_stock', 'unavailable'] as const;
export type LineAvailabilityStatus = (typeof LINE_AVAILABILITY_STATUSES)[number];

export const PROMOTION_STATUSES = ['applied', 'below_minimum', 'no_eligible_items', 'expired', 'not_started', 'inactive', 'exhausted'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const TAX_MODES = ['included', 'at_checkout'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

export const giftCardInfoSchema = z.object({
  email: z.string().describe("Recipient's e-mail"),
  from: z.string().describe('Who the card is from, as the recipient reads it'),
  message: z.string(),
  send_at: z.iso.datetime().describe('When the card is e-mailed'),
});

export const cartLineAddOnDealSchema = z
  .object({
    main_product_code: z.string().describe('The product in the cart whose deal this is'),
    main_product_name: z.string(),
    percent_off: z.int(),
    units: z.int().describe('Units of the line at the deal price: at most the units of the main product'),
    unit_price: z.int().describe('What each of those units pays, options included'),
  })
  .describe('Add-on deal: a lower price while the main product is in the cart');

export const cartComboDealSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string().describe("In the shopper's language"),
  percent_off: z.int(),
  sets: z.int().describe('Complete sets of the combo in the cart; each gets the discount'),
  discount: z.int().describe('Minor units, counted in total_discount_price'),
  product_codes: z.array(z.string()),
});

export const cartLineSchema = z.object({
  id: z.int().describe('Line id, for PATCH and DELETE /v1/cart/items/{lineId}'),
  product_id: z.int(),
  product_code: z.string(),
  product_name: z.string().describe("In the shopper's language"),
  product_slug: z.string(),
  category_slug: z.string(),
  category_name: z.string(),
  product_kind: z.int().describe('Product kind of spec §9 (4: gift card)'),
  variant_id: z.int(),
  sku: z.string(),
  image_key: z.string().describe('Picture key for lib/images/product-image-loader.ts'),
  variant_options: z.array(z.object({ name: z.enum(['colour', 'size', 'frame']), label: z.string() })),
  customizations: z.array(
    z.object({ code: z.string(), name: z.string(), value: z.string().describe('Choice label or personalization text'), amount: z.int() }),
  ),
  gift_card: giftCardInfoSchema.nullable(),
  quantity: z.int(),
  max_quantity: z.int().describe('Most units this line may hold now'),
  unit_price: z.int().describe('What one unit costs: flash sale, quantity tier and options included'),
  compare_at_price: z.int().nullable().describe('Struck-through unit price, when the shopper pays less'),
  flash_sale_percent_off: z.int().nullable(),
  tier_percent_off: z.int().nullable().describe('Buy-more-save-more discount the quantity reaches'),
  line_total: z.int(),
  savings: z.int().describe('What the line saves against the struck-through price'),
  add_on_deal: cartLineAddOnDealSchema.nullable(),
  availability: z.object({
    status: z.enum(LINE_AVAILABILITY_STATUSES),
    available_quantity: z.int().nullable().describe('Units in stock when stock limits the line'),
  }),
});

export const cartPromotionSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  percent_off: z.int().nullable(),
  amount_off: z.int().nullable().describe('In the cart currency, minor units'),
  min_subtotal: z.int().nullable().describe('Subtotal of eligible lines the code needs, minor units'),
  category_slugs: z.array(z.string()).nullable().describe('Categories the code is limited to'),
  ends_at: z.iso.datetime().nullable(),
  status: z.enum(PROMOTION_STATUSES),
  eligible_subtotal: z.int().describe('Subtotal of the lines the code covers'),
  discount: z.int(),
});

export const cartProgrammeDiscountSchema = z.object({
  programme: z.enum(['epp', 'student', 'educator']),
  discount_bps: z.int().describe('Basis points off the goods (1000 = 10%)'),
  discount: z.int().describe('Amount off, in minor units'),
});

export const cartSchema = z.object({
  id: z.string().nullable().describe('Cart id to keep in the CART_ID cookie; null while nothing was ever added'),
  currency: z.string().length(3),
  country: z.string().length(2),
  lines: z.array(cartLineSchema),
  item_count: z.int().describe('Units over every line'),
  total_product_price: z.int().describe('Sum of the line totals'),
  total_discount_price: z.int().describe('Promo code, combo deal and programme discounts (add-on deals are in the line prices)'),
  total_tax: z.int().describe('VAT included in the prices (GB, EU), or 0 until checkout (US, CA)'),
  total_amount: z.int().describe('What the shopper pays before shipping'),
  total_savings: z.int().describe('Line savings plus total_discount_price'),
  applied_credit_amount: z.int().describe('Store credit used (0 until the programmes issue)'),
  tax: z.object({ mode: z.enum(TAX_MODES), rate_bps: z.int().nullable().describe('VAT rate in basis points (2000 = 20%)') }),
  promotion_code: z.string().nullable(),
  promotion: cartPromotionSchema.nullable(),
  combo_deals: z.array(cartComboDealSchema).describe('Combos complete in the cart, each a saving line of its own'),
  programme_discount: cartProgrammeDiscountSchema
    .nullable()
    .optional()
    .describe('The employee, student or educator programme price of a member (decision 0041), counted in total_discount_price; null or absent otherwise'),
  affiliate: z.object({ rid: z.string().nullable(), ranMID: z.string().nullable() }),
  is_checkout_ready: z.boolean().describe('Every line can be bought as it is'),
});

export type Cart = z.infer<typeof cartSchema>;
export type CartLine = z.infer<typeof cartLineSchema>;
export type CartPromotion = z.infer<typeof cartPromotionSchema>;
export type CartComboDeal = z.infer<typeof cartComboDealSchema>;
export type CartLineAddOnDeal = z.infer<typeof cartLineAddOnDealSchema>;
export type GiftCardInfo = z.infer<typeof giftCardInfoSchema>;

/** Promo codes are typed by people: letters, digits, dashes and underscores. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

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
