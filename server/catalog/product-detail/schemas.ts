import { z } from 'zod';
import { productDetailSchema } from '@/lib/product/product-detail-schema';
import { productCardSchema } from '../schemas';

/** Public product codes ("DH000123"): letters, digits and dashes. */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export const productCodeParamsSchema = z.object({
  code: z.string().regex(PRODUCT_CODE_PATTERN, { error: 'A product code is 1 to 64 letters, digits or dashes.' }).describe('Public product code, e.g. DH000123'),
});

export const productDetailResponseSchema = productDetailSchema;

export const relatedProductsResponseSchema = z.array(productCardSchema);
