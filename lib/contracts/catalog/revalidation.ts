import { defineEndpoint } from '@/lib/contracts/endpoint';
import {
  revalidateRequestSchema,
  revalidationReportSchema,
  updateVariantPriceSchema,
  updateVariantStockSchema,
  variantPriceResultSchema,
  variantStockResultSchema,
} from './revalidation-schemas';

export const updateVariantPriceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/catalog/variant-price',
  summary: "Set a variant's price in one currency",
  description:
    'Writes the price (and compare-at price) in minor units, then re-renders every cached page that shows the product, in every locale: home, its category, its page, its vendor store and the landing pages. The answer lists the pages re-rendered and any that could not be.',
  tags: ['Admin'],
  auth: 'admin',
  body: updateVariantPriceSchema,
  response: variantPriceResultSchema,
  errors: ['NOT_FOUND'],
});

export const updateVariantStockEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/catalog/variant-stock',
  summary: "Set a variant's stock level",
  description: 'Writes the stock level, then re-renders every cached page that shows the product, in every locale.',
  tags: ['Admin'],
  auth: 'admin',
  body: updateVariantStockSchema,
  response: variantStockResultSchema,
  errors: ['NOT_FOUND'],
});

/**
 * Internal: re-renders cached pages on request of code that runs outside an API route. Guarded by
 * the REVALIDATE_SECRET header rather than a user token, and not part of the public API
 * document (it is served at /api/revalidate, outside /api/v1).
 */
export const revalidatePagesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/revalidate',
  summary: 'Re-render cached catalog pages',
  tags: ['Internal'],
  auth: 'public',
  body: revalidateRequestSchema,
  response: revalidationReportSchema,
  errors: ['UNAUTHORIZED'],
});
