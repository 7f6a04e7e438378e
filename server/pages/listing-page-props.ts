import type { GetStaticPropsResult } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { listingPageTranslations } from './listing-translations';
import type { ListingPageData } from '@/lib/catalog/listing-types';
import { packListing } from '@/lib/catalog/packed-listing';
import type { Locale } from '@/lib/i18n/locales';
import type { ListProductsOutput } from '@/server/catalog/listing/list-products';
import { MAX_LISTING_PAGE } from '@/lib/catalog/listing-constants';

/** The namespaces every listing page renders with. */
export const LISTING_NAMESPACES = ['common', 'catalog', 'listing'];

/*
 * Cached listing pages are re-rendered on demand when their data changes (revalidation module);
 * this time-based revalidation is only the safety net, shortened to the next flash-sale start or
 * end in the listing so a sale price never outlives its sale by more than a minute.
 */
export const LISTING_REVALIDATE_SECONDS = 600;
const MIN_REVALIDATE_SECONDS = 30;
/** An unknown slug is cached as a 404 for a while, then looked up again (it may have been created). */
export const NOT_FOUND_REVALIDATE_SECONDS = 300;

export function listingRevalidateSeconds(nextChangeAt: Date | null, now: Date = new Date()): number {
  if (!nextChangeAt) return LISTING_REVALIDATE_SECONDS;
  const seconds = Math.ceil((nextChangeAt.getTime() - now.getTime()) / 1000) + 1;
  return Math.min(LISTING_REVALIDATE_SECONDS, Math.max(MIN_REVALIDATE_SECONDS, seconds));
}

/**
 * The plain-JSON part of a listing (props must serialize; nextChangeAt is a Date), its rows and
 * facet values packed: the page's inline data writes each shared value once (decisions 0054, 0061).
 * The rows are the page's kept data (decision 0063): the first document's grid is kept markup.
 */
export function initialListing(listing: ListProductsOutput): Pick<ListingPageData, 'initial' | 'kept'> {
  const { nextChangeAt: _nextChangeAt, ...result } = listing;
  const { listing: initial, rows } = packListing(result);
  return { initial, kept: rows };
}

export async function listingPageProps<P extends ListingPageData>(
  locale: Locale,
  data: P,
  listing: ListProductsOutput,
): Promise<GetStaticPropsResult<P>> {
  const translations = listingPageTranslations(await serverSideTranslations(locale, LISTING_NAMESPACES), data.header);
  // The translations travel with the page's own props (appWithTranslation reads them).
  const props: P = { ...translations, ...data };
  return { props, revalidate: listingRevalidateSeconds(listing.nextChangeAt) };
}

/*
 * Paged listings (issue 20 item 5, decision 0044): /sale?page=2 is rewritten (next.config.js) to
 * the route /sale/page/2, an ISR page of its own, so page 2 is rendered on the server, with its
 * canonical and "2" marked current, while the first page stays the same cached file as before.
 */
export const LISTING_PAGE_PARAM = 'listingPage';
const PAGE_NUMBER = /^[1-9]\d{0,4}$/;

/** The page a listing route shows: 1 on the first page's route, N on /…/page/N, null when N is no page number of 2 or more. */
export function listingPageOf(params: Readonly<Record<string, string | string[] | undefined>> | undefined): number | null {
  const raw = params?.[LISTING_PAGE_PARAM];
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !PAGE_NUMBER.test(raw)) return null;
  const page = Number(raw);
  return page >= 2 && page <= MAX_LISTING_PAGE ? page : null;
}

/** A page past the last one is no page: a 404, cached a while, rather than one ISR file per number. */
export function isPastLastPage(page: number, listing: Pick<ListProductsOutput, 'totalPages'>): boolean {
  return page > 1 && page > listing.totalPages;
}

/** The paged routes are rendered on first visit, never at build. */
export async function pagedListingStaticPaths(): Promise<{ paths: []; fallback: 'blocking' }> {
  return { paths: [], fallback: 'blocking' };
}
