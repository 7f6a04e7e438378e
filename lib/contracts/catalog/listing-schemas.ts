import { z } from 'zod';
import { STOCK_STATES } from '@/lib/product/stock-state';
import {
  LISTING_COLLECTIONS,
  LISTING_PAGE_SIZE,
  LISTING_SORTS,
  MAX_LISTING_PAGE,
  MAX_PRICE_FILTER,
  MAX_VALUES_PER_FACET,
} from '@/lib/catalog/listing-constants';
import { FACET_VALUE_PATTERN } from '@/lib/catalog/listing-query';
import { queryArray, queryBoolean, queryEnum, queryInt } from '@/lib/contracts/query-schemas';
import { categorySummarySchema, priceSchema, productCardSchema } from './catalog-schemas';

/* Schemas of the listing endpoints and use cases; the pages and the API share them. */

const contentSectionBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraphs'), paragraphs: z.array(z.string()) }),
  z.object({ kind: z.literal('bullets'), items: z.array(z.string()) }),
  z.object({ kind: z.literal('specs'), rows: z.array(z.object({ label: z.string(), value: z.string() })) }),
]);

export const variantOptionSchema = z.object({
  name: z.enum(['colour', 'size', 'frame']),
  value: z.string(),
  label: z.string().describe("The value in the shopper's language"),
});

export const quickViewVariantSchema = z.object({
  sku: z.string(),
  isDefault: z.boolean(),
  imageKey: z.string(),
  colourHex: z.string(),
  inStock: z.boolean(),
  purchasable: z.boolean().describe('Whether this variant can be added to a cart (spec §4 availability rule)'),
  availability: z.enum(STOCK_STATES).describe('What the shopper is told about this variant, as on the product page'),
  price: priceSchema,
  options: z.array(variantOptionSchema),
});

export const quickViewSchema = z.object({
  shortDescription: z.string(),
  /** QUICKVIEW_FEATURE content section (id 4) in the shopper's language. */
  section: z.object({ title: z.string(), body: contentSectionBodySchema }).nullable(),
  variants: z.array(quickViewVariantSchema),
});
export type QuickView = z.infer<typeof quickViewSchema>;
export type QuickViewVariant = z.infer<typeof quickViewVariantSchema>;

export const listingItemSchema = productCardSchema.extend({
  kind: z.number().int().min(1).max(4).describe('Product kind of spec §9: 1 product, 2 pod, 3 new product, 4 gift card'),
  vendorSlug: z.string().nullable(),
  vendorName: z.string().nullable(),
  purchasable: z.boolean().describe('Whether the product can be bought now (spec §4 availability rule)'),
  quickViewEnabled: z.boolean().describe('False for pod products (spec §2)'),
  quickView: quickViewSchema
    .nullable()
    .optional()
    .describe('Present when include=quick_view was asked for; null for products without quick view (pods)'),
});
export type ListingItem = z.infer<typeof listingItemSchema>;

export const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int().describe('Products this value would give, with the other facets as they are'),
  selected: z.boolean(),
  swatch: z.string().nullable().describe('Hex colour of the value, for colours'),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const priceBucketSchema = z.object({
  min: z.number().describe('Lower bound in major units, inclusive'),
  max: z.number().nullable().describe('Upper bound in major units, inclusive; null for the last, open bucket'),
  count: z.number().int(),
  selected: z.boolean(),
});
export type PriceBucket = z.infer<typeof priceBucketSchema>;

export const listingFacetsSchema = z.object({
  category: z.array(facetValueSchema),
  vendor: z.array(facetValueSchema),
  colour: z.array(facetValueSchema),
  size: z.array(facetValueSchema),
  material: z.array(facetValueSchema),
  price: z.object({
    currency: z.string(),
    minAmount: z.number().int().nullable().describe('Lowest price in minor units among the products the other facets allow'),
    maxAmount: z.number().int().nullable(),
    buckets: z.array(priceBucketSchema),
  }),
  rating: z.array(z.object({ value: z.union([z.literal(4), z.literal(3)]), count: z.number().int(), selected: z.boolean() })),
  inStock: z.object({ count: z.number().int(), selected: z.boolean() }),
});
export type ListingFacets = z.infer<typeof listingFacetsSchema>;

export const listingResultSchema = z.object({
  items: z.array(listingItemSchema),
  page: z.number().int(),
  pageSize: z.literal(LISTING_PAGE_SIZE),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  sort: z.enum(LISTING_SORTS),
  facets: listingFacetsSchema.nullable().describe('Present when include=facets was asked for'),
});
export type ListingResult = z.infer<typeof listingResultSchema>;

export const categoryDetailSchema = categorySummarySchema.extend({
  facets: listingFacetsSchema,
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

export const vendorDetailSchema = z.object({
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().describe("The vendor's own words in the shopper's language"),
  countryCode: z.string(),
  productCount: z.number().int(),
});
export type VendorDetail = z.infer<typeof vendorDetailSchema>;

export const slugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,127}$/, { error: 'Expected a slug of lower-case letters, digits and hyphens.' }),
});

const facetValue = z.string().regex(FACET_VALUE_PATTERN, { error: 'Expected a value of lower-case letters, digits and hyphens.' });
const slugValue = z.string().regex(/^[a-z0-9][a-z0-9-]{0,127}$/, { error: 'Expected a slug of lower-case letters, digits and hyphens.' });
const codeValue = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Expected a product code of letters, digits, _ and -.' });

const PRICE = /^\d{1,8}(\.\d{1,2})?$/;
/** A price in major units ("200", "199.99"). */
function queryPrice() {
  return z.preprocess(
    (value) => (typeof value === 'string' && PRICE.test(value) ? Number(value) : value),
    z.number({ error: 'Expected a price in major units, such as 200 or 199.99.' }).min(0).max(MAX_PRICE_FILTER),
  );
}

export const LISTING_INCLUDES = ['facets', 'quick_view'] as const;

/** The filters every listing takes (page URLs use the same names). */
export const listingFilterQueryShape = {
  category: queryArray(facetValue, { maxItems: MAX_VALUES_PER_FACET }).optional().describe('Facet: category slugs (OR)'),
  vendor: queryArray(facetValue, { maxItems: MAX_VALUES_PER_FACET }).optional().describe('Facet: vendor slugs (OR)'),
  colour: queryArray(facetValue, { maxItems: MAX_VALUES_PER_FACET }).optional().describe('Facet: colour option values (OR)'),
  size: queryArray(facetValue, { maxItems: MAX_VALUES_PER_FACET }).optional().describe('Facet: size option values (OR)'),
  material: queryArray(facetValue, { maxItems: MAX_VALUES_PER_FACET }).optional().describe('Facet: materials (OR)'),
  min_price: queryPrice().optional().describe("Lowest price in major units of the locale's currency, inclusive"),
  max_price: queryPrice().optional().describe('Highest price in major units, inclusive'),
  rating: queryEnum(['4', '3']).optional().describe('Minimum average rating'),
  in_stock: queryBoolean().optional().describe('Only products with stock'),
};

function priceRangeInOrder(query: { min_price?: number; max_price?: number }): boolean {
  return query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price;
}
const priceRangeIssue = { error: 'min_price must not exceed max_price.', path: ['min_price'] };

export const productListQuerySchema = z
  .object({
    category_slugs: queryArray(slugValue, { maxItems: 50 }).optional().describe('Scope: products of these categories'),
    vendor_slugs: queryArray(slugValue, { maxItems: 50 }).optional().describe('Scope: products of these vendors'),
    product_codes: queryArray(codeValue, { maxItems: 100 }).optional().describe('Scope: these products'),
    collection: queryEnum(LISTING_COLLECTIONS).optional().describe('Scope: a landing collection (sale, hybrid, group-buy)'),
    ...listingFilterQueryShape,
    sort: queryArray(queryEnum(LISTING_SORTS), { maxItems: 1 }).optional().describe('Sort order (default featured)'),
    page: queryInt({ min: 1, max: MAX_LISTING_PAGE }).optional().describe(`Page number, ${LISTING_PAGE_SIZE} products a page`),
    include: queryArray(queryEnum(LISTING_INCLUDES), { maxItems: 2 }).optional().describe('facets: facet counts; quick_view: quick-view data per item'),
  })
  .refine(priceRangeInOrder, priceRangeIssue);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const categoryQuerySchema = z.object(listingFilterQueryShape).refine(priceRangeInOrder, priceRangeIssue);
export type CategoryQuery = z.infer<typeof categoryQuerySchema>;

export const categoryListSchema = z.array(categorySummarySchema);
