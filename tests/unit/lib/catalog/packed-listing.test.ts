import { describe, expect, it } from 'vitest';
import { packListing, unpackListing } from '@/lib/catalog/packed-listing';
import type { ListingFacets } from '@/lib/contracts/catalog/listing-schemas';

/* A listing in page props (decision 0061): rows and facet values packed, nothing lost. */

const value = (slug: string, count: number, swatch: string | null = null) => ({ value: slug, label: slug.toUpperCase(), count, selected: false, swatch });

const facets: ListingFacets = {
  category: [value('standing-desks', 30), value('storage', 12)],
  vendor: [value('deskhaus', 66), value('voltline', 6)],
  colour: [value('black', 45, '#26272b'), value('white', 29, '#eceae4'), { ...value('grey', 10, '#9a9ea4'), selected: true }],
  size: [],
  material: [value('oak', 19)],
  price: { currency: 'USD', minAmount: 31400, maxAmount: 164900, buckets: [{ min: 250, max: 500, count: 4, selected: false }] },
  rating: [{ value: 4, count: 20, selected: false }],
  inStock: { count: 28, selected: false },
};

const listing = {
  items: [
    { code: 'A', name: 'Desk A', price: { amount: 100, currency: 'USD' } },
    { code: 'B', name: 'Desk B', price: { amount: 200, currency: 'USD' } },
  ],
  facets,
  page: 1,
  totalItems: 2,
};

describe('packListing', () => {
  it('gives back the same listing after a trip through JSON, with how many rows it has', () => {
    const packed = JSON.parse(JSON.stringify(packListing(listing))) as ReturnType<typeof packListing<typeof listing>>;
    expect(unpackListing<typeof listing>(packed.listing, packed.rows)).toEqual({ ...listing, itemCount: 2 });
  });

  it('keeps the rows apart from the listing, which still counts them (the first document has no rows, decision 0063)', () => {
    const { listing: packed } = packListing(listing);
    expect(JSON.stringify(packed)).not.toContain('Desk A');
    expect(unpackListing<typeof listing>(packed, undefined)).toEqual({ ...listing, items: [], itemCount: 2 });
  });

  it('writes the field names of facet values once per facet, not once per value', () => {
    const { category, vendor, colour, size, material } = packListing(listing).listing.facets ?? {};
    const json = JSON.stringify([category, vendor, colour, size, material]);
    expect(json.match(/"label"/g)).toHaveLength(4);
    // Once per facet (shared or a column), and once more for the one value that is ticked.
    expect(json.match(/"selected"/g)?.length).toBeLessThanOrEqual(5);
  });

  it('keeps a listing without facets without them', () => {
    const bare = { ...listing, facets: null };
    const packed = packListing(bare);
    expect(unpackListing<typeof bare>(packed.listing, packed.rows)).toEqual({ ...bare, itemCount: 2 });
  });
});
