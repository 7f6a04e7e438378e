/*
 * A listing (a category's or a search's first page) as page props carry it: its product rows and
 * each facet's values packed by lib/catalog/packed-rows.ts (decisions 0054 and 0061), so a field's
 * name is written once per list instead of once per product or facet value. The rows travel apart,
 * as the page's kept data (decision 0063): the first document's grid is the server's kept markup,
 * so its inline page data needs only how many there are.
 */
import type { FacetValue, ListingFacets } from '@/lib/contracts/catalog/listing-schemas';
import { packRows, unpackRows, type PackedRows } from './packed-rows';

const VALUE_FACETS = ['category', 'vendor', 'colour', 'size', 'material'] as const;
type ValueFacet = (typeof VALUE_FACETS)[number];

export type PackedFacets = Omit<ListingFacets, ValueFacet> & Record<ValueFacet, PackedRows<FacetValue>>;

interface ListingLike<Item extends object> {
  items: Item[];
  facets: ListingFacets | null;
}

export type PackedListing<T extends ListingLike<object>> = Omit<T, 'items' | 'facets'> & {
  /** How many rows the page shows, whether or not they are here. */
  itemCount: number;
  facets: PackedFacets | null;
};

/** The rows of a packed listing: page data only kept markup renders (lib/pages/kept-page-data.ts). */
export interface KeptListingRows<T extends ListingLike<object>> {
  items: PackedRows<T['items'][number]>;
}

/**
 * The listing a page shows. Its `items` are empty in the first document, where the kept grid
 * shows them as the server wrote them; `itemCount` counts them either way.
 */
export type PageListing<T extends ListingLike<object>> = T & { itemCount: number };

function packFacets(facets: ListingFacets): PackedFacets {
  const packed: Record<string, unknown> = { ...facets };
  for (const facet of VALUE_FACETS) packed[facet] = packRows(facets[facet]);
  return packed as PackedFacets;
}

function unpackFacets(packed: PackedFacets): ListingFacets {
  const facets: Record<string, unknown> = { ...packed };
  for (const facet of VALUE_FACETS) facets[facet] = unpackRows(packed[facet]);
  return facets as ListingFacets;
}

export function packListing<T extends ListingLike<object>>(listing: T): { listing: PackedListing<T>; rows: KeptListingRows<T> } {
  const { items, facets, ...rest } = listing;
  return {
    listing: { ...rest, itemCount: items.length, facets: facets ? packFacets(facets) : null } as PackedListing<T>,
    rows: { items: packRows(items as T['items'][number][]) },
  };
}

/** The listing as it was before `packListing`; with no rows when they were left out (the first document). */
export function unpackListing<T extends ListingLike<object>>(packed: PackedListing<T>, rows: KeptListingRows<T> | undefined): PageListing<T> {
  return { ...packed, items: rows ? unpackRows(rows.items) : [], facets: packed.facets ? unpackFacets(packed.facets) : null } as unknown as PageListing<T>;
}
