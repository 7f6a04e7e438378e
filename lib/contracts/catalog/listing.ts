import { defineEndpoint } from '@/lib/contracts/endpoint';
import {
  categoryDetailSchema,
  categoryListSchema,
  categoryQuerySchema,
  listingResultSchema,
  productListQuerySchema,
  slugParamsSchema,
  vendorDetailSchema,
} from './listing-schemas';

/* Catalog answers carry no personal data: shared caches may keep them a minute and serve a
 * stale copy while they refresh, which keeps refinement requests off the database. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export const listCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/catalog/categories',
  summary: 'List the product categories',
  description: "Every product category in menu order, with its name and description in the language of the `location` header and its number of products.",
  tags: ['Catalog'],
  auth: 'public',
  response: categoryListSchema,
  cacheControl: CATALOG_CACHE_CONTROL,
});

export const getCategoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/catalog/categories/{slug}',
  summary: 'Get a category with its facets',
  description:
    'The category and the facets of its products (values with counts, price range and buckets, rating and stock counts). Facet filters in the query (same names as on GET /v1/catalog/products) narrow the counts of the other facets.',
  tags: ['Catalog'],
  auth: 'public',
  params: slugParamsSchema,
  query: categoryQuerySchema,
  response: categoryDetailSchema,
  errors: ['NOT_FOUND'],
  cacheControl: CATALOG_CACHE_CONTROL,
});

export const listProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/catalog/products',
  summary: 'List products with filters, sort and pages',
  description: [
    'The same listing the category, landing and store pages show, 36 products a page, priced in the currency of the `location` header.',
    'Scope (narrows what is listed and what facets count): `category_slugs`, `vendor_slugs`, `product_codes` (arrays, spec §5) and `collection`.',
    'Facets (OR within one, AND across): `category`, `vendor`, `colour`, `size`, `material`, `min_price`/`max_price` (major units, inclusive), `rating` (4 or 3 and up), `in_stock`.',
    '`include=facets` adds facet counts; `include=quick_view` adds the quick-view data of each item (null for pods).',
    'A page past the last answers an empty list with the real totals.',
  ].join('\n\n'),
  tags: ['Catalog'],
  auth: 'public',
  query: productListQuerySchema,
  response: listingResultSchema,
  cacheControl: CATALOG_CACHE_CONTROL,
});

export const getVendorEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/catalog/vendors/{slug}',
  summary: 'Get a vendor store',
  description: "An active vendor with its description in the language of the `location` header. Its products: GET /v1/catalog/products?vendor_slugs={slug}.",
  tags: ['Catalog'],
  auth: 'public',
  params: slugParamsSchema,
  response: vendorDetailSchema,
  errors: ['NOT_FOUND'],
  cacheControl: CATALOG_CACHE_CONTROL,
});
