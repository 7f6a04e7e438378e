import { LABEL } from '@/lib/constants/labels';

/* The rules of brand listings (issue 17 item 1, decision 0032) that the browser and the server
 * both apply: states, limits, the currencies every variant is priced in. */

/**
 * draft: never sent for approval; pending: first publish asked, waiting for an operator;
 * approved: an operator accepted it once (it is then published or unpublished by the brand
 * alone); refused: an operator sent it back with a reason, the brand may fix and publish again.
 */
export const LISTING_STATES = ['draft', 'pending', 'approved', 'refused'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** What the brand's list filters on: an approved listing is either published or unpublished. */
export const LISTING_STATUSES = ['draft', 'pending', 'refused', 'published', 'unpublished'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export function listingStatusOf(state: ListingState, isPublished: boolean): ListingStatus {
  if (state !== 'approved') return state;
  return isPublished ? 'published' : 'unpublished';
}

/** The store's price lists: every variant has a price in each (integer cents). */
export const LISTING_CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;
export type ListingCurrency = (typeof LISTING_CURRENCIES)[number];

/** Labels a brand may put on its own products; the others are store promotions run by operators. */
export const BRAND_LABEL_IDS = [LABEL.PRODUCT_NEW, LABEL.WARRANTY_20_YEAR, LABEL.PRE_ORDER] as const;

export const LISTING_NAME_MAX = 120;
export const LISTING_SHORT_MAX = 300;
export const LISTING_DESCRIPTION_MAX = 5000;
export const LISTING_FEATURES_MAX = 8;
export const LISTING_FEATURE_MAX = 200;
export const LISTING_VARIANTS_MAX = 24;
export const LISTING_OPTION_MAX = 40;
export const LISTING_PRICE_MAX_CENTS = 10_000_000;
export const LISTING_STOCK_MAX = 100_000;
export const LISTING_PICTURES_MAX = 8;
export const LISTING_PICTURE_BYTES_MAX = 4 * 1024 * 1024;
export const LISTING_ALT_MAX = 200;
export const LISTING_REFUSAL_MAX = 1000;
export const LISTING_PAGE_SIZE_MAX = 50;

/** Picture files uploaded by brands are served under this prefix: `upl-{set key}`. */
export const UPLOADED_PICTURE_PREFIX = 'upl-';
export const UPLOADED_PICTURE_BASE = '/api/v1/product-pictures';

export function isUploadedPictureKey(imageKey: string): boolean {
  return imageKey.startsWith(UPLOADED_PICTURE_PREFIX);
}
