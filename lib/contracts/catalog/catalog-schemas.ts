import { z } from 'zod';
import { STOCK_STATES } from '@/lib/product/stock-state';

export const priceSchema = z.object({
  amount: z.number().int().describe('Price the shopper pays, in minor units'),
  compareAtAmount: z.number().int().nullable().describe('Struck-through price in minor units, when lower price applies'),
  currency: z.string().length(3),
  flashSalePercentOff: z.number().int().nullable(),
});

export const productCardSchema = z.object({
  code: z.string(),
  slug: z.string(),
  categorySlug: z.string(),
  name: z.string(),
  imageKey: z.string(),
  price: priceSchema,
  ratingAverage: z.number().describe('Average rating from 0 to 5 with two decimals'),
  reviewCount: z.number().int(),
  labels: z.array(z.number().int()),
  inStock: z.boolean(),
  availability: z
    .enum(STOCK_STATES)
    .describe('What the card says, by the rule of the product page: in-stock (some variant has units), pre-order, sold-out, or paused (its flash sale is switched off)'),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const categorySummarySchema = z.object({
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  productCount: z.number().int(),
  imageKey: z.string().nullable(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;
