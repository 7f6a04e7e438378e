import { z } from 'zod';
import { cartDealSuggestionsSchema, productDealsSchema } from '@/lib/cart/deals-schema';
import { PRODUCT_CODE_PATTERN } from '@/server/catalog/product-detail/schemas';

export const dealProductParamsSchema = z.object({
  code: z.string().regex(PRODUCT_CODE_PATTERN, { error: 'A product code is 1 to 64 letters, digits or dashes.' }).describe('Public product code, e.g. DH000123'),
});

export const productDealsResponseSchema = productDealsSchema;
export const cartDealSuggestionsResponseSchema = cartDealSuggestionsSchema;
