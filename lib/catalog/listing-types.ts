/*
 * The shapes the listing pages receive (from getStaticProps and from GET /v1/catalog/products),
 * named as the pages know them and taken from the catalog contract
 * (lib/contracts/catalog/listing-schemas.ts), which both sides import.
 */
import type { ListingFacets, ListingItem, ListingResult, QuickView, QuickViewVariant } from '@/lib/contracts/catalog/listing-schemas';
import type { WithKeptPageData } from '@/lib/pages/kept-page-data';
import type { KeptListingRows } from './packed-listing';

export type PriceData = ListingItem['price'];
export type QuickViewData = QuickView;
export type ContentBodyData = NonNullable<QuickView['section']>['body'];
export type QuickViewVariantData = QuickViewVariant;
export type VariantOptionData = QuickViewVariant['options'][number];
export type ListingItemData = ListingItem;
export type ListingFacetsData = ListingFacets;
export type FacetValueData = ListingFacets['category'][number];
export type PriceBucketData = ListingFacets['price']['buckets'][number];
/** The page size is the contract's constant; the pages only read it as a number. */
export type ListingResultData = Omit<ListingResult, 'pageSize'> & { pageSize: number };

/** A listing as a page's props carry it: its rows and facet values packed (lib/catalog/packed-listing.ts). */
export type PackedListingResultData = import('./packed-listing').PackedListing<ListingResultData>;

/** What a listing page shows above its products. */
export type ListingHeaderData =
  | { kind: 'category'; slug: string; name: string; description: string; imageKey: string | null; productCount: number }
  | { kind: 'collection'; collection: import('./listing-constants').ListingCollection }
  | {
      kind: 'vendor';
      slug: string;
      name: string;
      description: string;
      countryCode: string;
      /** The country's name in the page's language, written by the server (decision 0058). */
      countryName: string;
      productCount: number;
      /** The look and policies of the brand that runs the store, when a brand does. */
      brand?: import('@/lib/brands/storefront-brand').StorefrontBrand | null;
    };

/** The props every listing page gets from getStaticProps (besides translations). */
export interface ListingPageData extends WithKeptPageData<KeptListingRows<ListingResultData>> {
  scope: import('./listing-scope').ListingScope;
  header: ListingHeaderData;
  /** A page in featured order with every facet: what the pre-rendered page shows; its rows are `kept`. */
  initial: PackedListingResultData;
  /** The page `initial` is when it is not the first (/sale?page=2, rendered by the paged route). */
  initialPage?: number;
  /** Brand banners of a category page or a brand storefront, with their windows (decision 0035). */
  banners?: import('@/lib/brands/storefront-banner').BannerSlotData;
}
