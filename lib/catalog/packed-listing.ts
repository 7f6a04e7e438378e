/*
 * A listing (a category's or a search's first page) as page props carry it: its product rows and
 * each facet's values packed by lib/catalog/packed-rows.ts (decisions 0054 and 0061), so a field's
 * name is written once per list instead of once per product or facet value.
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
  items: PackedRows<T['items'][number]>;
  facets: PackedFacets | null;
};

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

export function packListing<T extends ListingLike<object>>(listing: T): PackedListing<T> {
  return { ...listing, items: packRows(listing.items), facets: listing.facets ? packFacets(listing.facets) : null };
}

/** The listing as it was before `packListing`. */
export function unpackListing<T extends ListingLike<object>>(packed: PackedListing<T>): T {
  return { ...packed, items: unpackRows(packed.items), facets: packed.facets ? unpackFacets(packed.facets) : null } as unknown as T;
}
