import { z } from 'zod';
import { PRODUCT_CODE_PATTERN } from '@/lib/contracts/catalog/product-detail-schemas';

/*
 * Add-on and combo deals as GET /v1/deals/products/{code} and GET /v1/cart/deals answer them,
 * priced in the cart's currency (minor units). Shared by the server's contracts and the
 * browser's deal blocks (product page, popup cart, /cart).
 */

export const dealProductSchema = z.object({
  product_code: z.string(),
  product_name: z.string().describe("In the shopper's language"),
  product_slug: z.string(),
  category_slug: z.string(),
  image_key: z.string(),
  variant_id: z.int().describe('The variant added by the deal buttons (the default one)'),
  price: z.int().describe('What one unit costs on its own now (flash sale included)'),
});

export const addOnDealOfferSchema = dealProductSchema.extend({
  main_product_code: z.string(),
  main_product_name: z.string(),
  percent_off: z.int(),
  deal_price: z.int().describe('One unit while the main product is in the cart'),
});

export const comboDealOfferSchema = z.object({
  id: z.int().describe('For POST /v1/cart/combos'),
  code: z.string(),
  name: z.string(),
  percent_off: z.int(),
  items: z.array(dealProductSchema).min(2).max(4),
  unavailable: z
    .array(
      z.object({
        product_code: z.string(),
        product_name: z.string(),
        reason: z.enum(['sold_out', 'flash_sale_paused']).describe('Why it cannot be bought now'),
      }),
    )
    .describe('Items of the combo that cannot be bought now: until they can, POST /v1/cart/combos refuses it and the page shows it disabled with the reason'),
  total_price: z.int().describe('The items bought one by one'),
  combo_price: z.int().describe('The items bought as the combo'),
});

export const productDealsSchema = z.object({
  currency: z.string().length(3),
  product_code: z.string(),
  add_ons: z.array(addOnDealOfferSchema),
  combos: z.array(comboDealOfferSchema),
});

export const cartDealSuggestionsSchema = z.object({
  currency: z.string().length(3),
  add_ons: z.array(addOnDealOfferSchema).describe('Add-ons the items in the cart offer and the cart has room for'),
});

export type DealProduct = z.infer<typeof dealProductSchema>;
export type AddOnDealOffer = z.infer<typeof addOnDealOfferSchema>;
export type ComboDealOffer = z.infer<typeof comboDealOfferSchema>;
export type ProductDeals = z.infer<typeof productDealsSchema>;
export type CartDealSuggestions = z.infer<typeof cartDealSuggestionsSchema>;

export const dealProductParamsSchema = z.object({
  code: z.string().regex(PRODUCT_CODE_PATTERN, { error: 'A product code is 1 to 64 letters, digits or dashes.' }).describe('Public product code, e.g. DH000123'),
});

export const productDealsResponseSchema = productDealsSchema;
export const cartDealSuggestionsResponseSchema = cartDealSuggestionsSchema;
