import { DEFAULT_LISTING_SORT, type RatingThreshold } from '@/lib/catalog/listing-constants';
import type { ListingFilters, ListingQuery } from '@/lib/catalog/listing-query';
import type { ListingScopeInput } from './list-products';
import type { CategoryQuery, ProductListQuery } from '@/lib/contracts/catalog/listing-schemas';

const unique = (values: readonly string[] | undefined) => [...new Set(values ?? [])].sort();

/** The filters of a validated API query (same names as the page URLs). */
export function filtersFromApiQuery(query: CategoryQuery): ListingFilters {
  return {
    category: unique(query.category),
    vendor: unique(query.vendor),
    colour: unique(query.colour),
    size: unique(query.size),
    material: unique(query.material),
    minPrice: query.min_price !== undefined && query.min_price > 0 ? query.min_price : null,
    maxPrice: query.max_price ?? null,
    minRating: query.rating === undefined ? null : (Number(query.rating) as RatingThreshold),
    inStock: query.in_stock === true,
  };
}

/** GET /v1/catalog/products: scope, listing state and extras out of its validated query. */
export function listingInputFromApiQuery(query: ProductListQuery): {
  scope: ListingScopeInput;
  query: ListingQuery;
  include: { facets: boolean; quickView: boolean };
} {
  return {
    scope: {
      categorySlugs: query.category_slugs,
      vendorSlugs: query.vendor_slugs,
      productCodes: query.product_codes,
      collection: query.collection,
    },
    query: { filters: filtersFromApiQuery(query), sort: query.sort?.[0] ?? DEFAULT_LISTING_SORT, page: query.page ?? 1 },
    include: { facets: query.include?.includes('facets') ?? false, quickView: query.include?.includes('quick_view') ?? false },
  };
}
