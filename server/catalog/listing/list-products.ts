import { LISTING_PAGE_SIZE, RATING_THRESHOLDS, type ListingCollection } from '@/lib/catalog/listing-constants';
import type { ListingQuery } from '@/lib/catalog/listing-query';
import { currencyOfLocale, languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { buildListingFacets, PRICE_BUCKETS } from './build-listing-facets';
import { buildQuickViews } from './build-quick-views';
import { collectionCriteria } from './collection-criteria';
import { countListing, listFacetRows, listLabelIds, listListingRows, type ListingCriteria } from './repository';
import { listOptionLabels, listQuickViewRows } from './repository-quick-views';
import type { ListingItem, ListingResult } from '@/lib/contracts/catalog/listing-schemas';
import { toListingItem } from './to-listing-item';

/** What a listing draws from; the parts given narrow it together (AND). */
export interface ListingScopeInput {
  categorySlugs?: readonly string[];
  vendorSlugs?: readonly string[];
  productCodes?: readonly string[];
  collection?: ListingCollection;
}

export interface ListProductsInput {
  locale: Locale;
  scope: ListingScopeInput;
  query: ListingQuery;
  include?: { facets?: boolean; quickView?: boolean };
  /** Pre-rendered pages ask when their prices next change by themselves (with facets only). */
  withNextChange?: boolean;
  /** The clock flash sales are judged by (tests pin it). */
  now?: Date;
}

export interface ListProductsOutput extends ListingResult {
  /** When the listing's prices next change by themselves (a flash sale starts or ends), if known. */
  nextChangeAt: Date | null;
}

/**
 * One page of products in the shopper's language and currency, filtered, sorted and counted in
 * the database, with facet counts and quick-view data when asked for.
 */
export async function listProducts(input: ListProductsInput): Promise<ListProductsOutput> {
  const db = getDb();
  const language = languageOfLocale(input.locale);
  const currency = currencyOfLocale(input.locale);
  const now = input.now ?? new Date();
  const { query, scope } = input;
  const criteria: ListingCriteria = {
    language,
    currency,
    now,
    categorySlugs: scope.categorySlugs,
    vendorSlugs: scope.vendorSlugs,
    productCodes: scope.productCodes,
    ...(scope.collection ? await collectionCriteria(scope.collection) : {}),
  };
  const wantsFacets = input.include?.facets === true;
  const wantsQuickView = input.include?.quickView === true;

  const [page, facetRows, optionLabels] = await Promise.all([
    listListingRows(db, { criteria, filters: query.filters, sort: query.sort, limit: LISTING_PAGE_SIZE, offset: (query.page - 1) * LISTING_PAGE_SIZE }),
    wantsFacets
      ? listFacetRows(db, { criteria, filters: query.filters, priceBuckets: PRICE_BUCKETS, ratings: RATING_THRESHOLDS, withNextChange: input.withNextChange === true })
      : null,
    wantsFacets || wantsQuickView ? listOptionLabels(db, language) : [],
  ]);
  const built = facetRows ? buildListingFacets({ rows: facetRows, filters: query.filters, optionLabels, language, currency }) : null;
  const totalItems = page.total ?? built?.total ?? (await countListing(db, { criteria, filters: query.filters }));

  const ids = page.rows.map((row) => row.id);
  const labels = await listLabelIds(db, ids);
  let items: ListingItem[] = page.rows.map((row) => toListingItem(row, currency, labels.get(row.id) ?? []));

  if (wantsQuickView) {
    const withQuickView = page.rows.filter((_row, index) => items[index]?.quickViewEnabled);
    const details = await listQuickViewRows(db, { productIds: withQuickView.map((row) => row.id), language, currency });
    const quickViews = buildQuickViews({ products: withQuickView, ...details, optionLabels, productLabels: labels, currency });
    items = items.map((item, index) => ({ ...item, quickView: quickViews.get(page.rows[index]?.id ?? -1) ?? null }));
  }

  return {
    items,
    page: query.page,
    pageSize: LISTING_PAGE_SIZE,
    totalItems,
    totalPages: Math.ceil(totalItems / LISTING_PAGE_SIZE),
    sort: query.sort,
    facets: built?.facets ?? null,
    nextChangeAt: built?.nextChangeAt ?? null,
  };
}
