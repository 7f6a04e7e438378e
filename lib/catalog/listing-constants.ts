/*
 * Constants of catalog listings (category pages, landing pages, vendor stores, the list API).
 * Spec §9 names the page-size-like constants 36, 12, 3 and 64 without saying what they size;
 * 36 products per page is the choice: it fills whole rows of 2, 3 and 4 columns, so the
 * last row of a full page is never ragged at any width.
 */
export const LISTING_PAGE_SIZE = 36;

export const LISTING_SORTS = ['featured', 'price_asc', 'price_desc', 'newest', 'best_rated'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_LISTING_SORT: ListingSort = 'featured';

/** Minimum average ratings a shopper can ask for ("4 stars and up", "3 stars and up"). */
export const RATING_THRESHOLDS = [4, 3] as const;
export type RatingThreshold = (typeof RATING_THRESHOLDS)[number];

/** Facets whose values are a list of slugs the shopper ticks (OR within a facet, AND across). */
export const VALUE_FACETS = ['category', 'vendor', 'colour', 'size', 'material'] as const;
export type ValueFacet = (typeof VALUE_FACETS)[number];

/** The most values one facet accepts from a URL; more is not a shopper but a crawler trap. */
export const MAX_VALUES_PER_FACET = 20;

/** The most pages a listing URL may ask for (36 x 10,000 products is more than any catalog here). */
export const MAX_LISTING_PAGE = 10_000;

/** The highest price a filter accepts, in major units. */
export const MAX_PRICE_FILTER = 10_000_000;

/**
 * Price bucket edges in major units of the shopper's currency. The buckets shown are the
 * stretches between consecutive edges that hold products, the last one open-ended.
 */
export const PRICE_BUCKET_EDGES = [0, 100, 250, 500, 1000, 2000, 5000, 10000, 20000] as const;

/** The landing collections that are computed from the data rather than stored as categories. */
export const LISTING_COLLECTIONS = ['sale', 'hybrid', 'group-buy'] as const;
export type ListingCollection = (typeof LISTING_COLLECTIONS)[number];

/** The query parameter that opens the quick-view popup on a catalog page (spec §2). */
export const QUICK_VIEW_PARAM = 'quickview';
