import { z } from 'zod';

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
