import { listingStatusOf, type ListingStatus } from '@/lib/catalog/listing-rules';
import type { ListingList } from '@/lib/contracts/catalog/brand-listings-schemas';
import { getDb } from '@/server/db/client';
import type { LanguageCode } from '@/server/db/schema/catalog/catalog';
import { countListingsByState, listVendorListingRows } from './repository';
import { pictureUrl } from './listing-view';

export interface ListVendorListingsInput {
  vendorId: number;
  q?: string;
  status?: ListingStatus;
  page: number;
  perPage: number;
  language: LanguageCode;
}

/** GET /v1/brands/{brandId}/listings: one page of the vendor's products, newest change first, with counts by state. */
export async function listVendorListings(input: ListVendorListingsInput): Promise<ListingList> {
  const db = getDb();
  const counts = await countListingsByState(db, input.vendorId);
  // Unfiltered, the counts by state already say how many there are; drafts, pending and refused too.
  const q = input.q || undefined;
  const knownTotal = q ? undefined : !input.status ? counts.draft + counts.pending + counts.approved + counts.refused : input.status === 'published' || input.status === 'unpublished' ? undefined : counts[input.status];
  const { rows, total } = await listVendorListingRows(db, { vendorId: input.vendorId, q, status: input.status, language: input.language, limit: input.perPage, offset: (input.page - 1) * input.perPage, knownTotal });
  return {
    items: rows.map((row) => ({
      id: row.productId,
      code: row.code,
      name: row.name,
      status: listingStatusOf(row.state, row.isPublished),
      variant_count: row.variantCount,
      stock: row.stock,
      price_usd: row.priceUsd,
      picture_url: row.pictureCount > 0 ? pictureUrl(row.pictureSetKey, 0, 160) : null,
      updated_at: row.updatedAt.toISOString(),
    })),
    total,
    page: input.page,
    per_page: input.perPage,
    counts,
  };
}
