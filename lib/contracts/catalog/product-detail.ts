import { defineEndpoint } from '@/lib/contracts/endpoint';
import { productCodeParamsSchema, productDetailResponseSchema, relatedProductsResponseSchema } from './product-detail-schemas';

/* Public catalog data, the same for everyone in a locale: shared caches may keep it briefly.
 * The answer depends on the `location` header (language and currency), so caches key on it. */
export const PRODUCT_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

export const productDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/catalog/products/{code}',
  summary: 'Get a product with its variants, prices, stock and content',
  description:
    'The product in the language and currency of the `location` header: variants with prices (minor units) and stock, ' +
    'labels, content sections, buy-more-save-more tiers, customization options, flash sale and the availability flags ' +
    'of the spec (is_vendor_product, flash_sale, has_flash_sale_v2, is_in_stock, product_urls).',
  tags: ['Catalog'],
  auth: 'public',
  params: productCodeParamsSchema,
  response: productDetailResponseSchema,
  errors: ['NOT_FOUND'],
  cacheControl: PRODUCT_CACHE_CONTROL,
});

export const relatedProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/catalog/products/{code}/related',
  summary: 'List products related to a product',
  description: 'Up to four in-stock products of the same category, closest in price first.',
  tags: ['Catalog'],
  auth: 'public',
  params: productCodeParamsSchema,
  response: relatedProductsResponseSchema,
  errors: ['NOT_FOUND'],
  cacheControl: PRODUCT_CACHE_CONTROL,
});
