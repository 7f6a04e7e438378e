/*
 * The shapes the listing pages receive (from getStaticProps and from GET /v1/catalog/products),
 * for the browser side, which may not import the server's zod schemas. The server's types are
 * checked against these where the pages build their props.
 */
import type { RatingThreshold, ListingSort } from './listing-constants';

export interface PriceData {
  amount: number;
  compareAtAmount: number | null;
  currency: string;
  flashSalePercentOff: number | null;
}

export type ContentBodyData =
  | { kind: 'paragraphs'; paragraphs: string[] }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'specs'; rows: { label: string; value: string }[] };

export interface VariantOptionData {
  name: 'colour' | 'size' | 'frame';
  value: string;
  label: string;
}

export interface QuickViewVariantData {
  sku: string;
  isDefault: boolean;
  imageKey: string;
  colourHex: string;
  inStock: boolean;
  purchasable: boolean;
  price: PriceData;
  options: VariantOptionData[];
}

export interface QuickViewData {
  shortDescription: string;
  section: { title: string; body: ContentBodyData } | null;
  variants: QuickViewVariantData[];
}

export interface ListingItemData {
  code: string;
  slug: string;
  categorySlug: string;
  name: string;
  imageKey: string;
  price: PriceData;
  ratingAverage: number;
  reviewCount: number;
  labels: number[];
  inStock: boolean;
  kind: number;
  vendorSlug: string | null;
  vendorName: string | null;
  purchasable: boolean;
  quickViewEnabled: boolean;
  quickView?: QuickViewData | null;
}

export interface FacetValueData {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  swatch: string | null;
}

export interface PriceBucketData {
  min: number;
  max: number | null;
  count: number;
  selected: boolean;
}

export interface ListingFacetsData {
  category: FacetValueData[];
  vendor: FacetValueData[];
  colour: FacetValueData[];
  size: FacetValueData[];
  material: FacetValueData[];
  price: { currency: string; minAmount: number | null; maxAmount: number | null; buckets: PriceBucketData[] };
  rating: { value: RatingThreshold; count: number; selected: boolean }[];
  inStock: { count: number; selected: boolean };
}

export interface ListingResultData {
  items: ListingItemData[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  sort: ListingSort;
  facets: ListingFacetsData | null;
}

/** What a listing page shows above its products. */
export type ListingHeaderData =
  | { kind: 'category'; slug: string; name: string; description: string; imageKey: string | null; productCount: number }
  | { kind: 'collection'; collection: import('./listing-constants').ListingCollection }
  | { kind: 'vendor'; slug: string; name: string; description: string; countryCode: string; productCount: number };

/** The props every listing page gets from getStaticProps (besides translations). */
export interface ListingPageData {
  scope: import('./listing-scope').ListingScope;
  header: ListingHeaderData;
  /** Page 1 in featured order with every facet: what the pre-rendered page shows. */
  initial: ListingResultData;
}
