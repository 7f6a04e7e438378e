import { z } from 'zod';

const ids = z.array(z.int().min(1).max(2_147_483_647)).max(1000);

/** Catalog rows that changed; their pages are re-rendered. */
export const revalidationScopeSchema = z.object({
  productIds: ids.optional(),
  categoryIds: ids.optional(),
  vendorIds: ids.optional(),
});
export type RevalidationScope = z.infer<typeof revalidationScopeSchema>;

/** A page path as Next names it: "/", "/fr-FR/sale", "/standing-desks/lumo-core-standing-desk". */
export const pagePathSchema = z
  .string()
  .max(300)
  .regex(/^\/(?:[A-Za-z0-9._~%-]+(?:\/[A-Za-z0-9._~%-]+)*)?$/, { error: 'Expected a page path such as /standing-desks, without query.' });

export const revalidateRequestSchema = revalidationScopeSchema.extend({
  paths: z.array(pagePathSchema).max(500).optional().describe('Pages to re-render as they are, besides those of the scope'),
});
export type RevalidateRequest = z.infer<typeof revalidateRequestSchema>;

export const revalidationReportSchema = z.object({
  revalidated: z.array(z.string()),
  failed: z.array(z.object({ path: z.string(), reason: z.string() })),
});
export type RevalidationReport = z.infer<typeof revalidationReportSchema>;

const sku = z.string().min(1).max(96);

export const updateVariantPriceSchema = z.object({
  sku,
  currency: z.string().regex(/^[A-Z]{3}$/, { error: 'Expected a three-letter currency code in capitals, such as USD.' }),
  amount: z.int().min(0).max(100_000_000).describe('The price in minor units'),
  compareAtAmount: z.int().min(0).max(100_000_000).nullable().optional().describe('The struck-through price in minor units; null or absent for none'),
});
export type UpdateVariantPriceInput = z.infer<typeof updateVariantPriceSchema>;

export const updateVariantStockSchema = z.object({
  sku,
  stock: z.int().min(0).max(10_000_000),
});
export type UpdateVariantStockInput = z.infer<typeof updateVariantStockSchema>;

export const variantPriceResultSchema = z.object({
  sku: z.string(),
  currency: z.string(),
  amount: z.int(),
  compareAtAmount: z.int().nullable(),
  revalidation: revalidationReportSchema,
});

export const variantStockResultSchema = z.object({
  sku: z.string(),
  stock: z.int(),
  revalidation: revalidationReportSchema,
});
