import type { ListingState } from '@/lib/catalog/listing-rules';
import type { z } from 'zod';
import type { adminListingListSchema } from '@/lib/contracts/catalog/brand-listings-schemas';
import { getDb } from '@/server/db/client';
import type { LanguageCode } from '@/server/db/schema/catalog/catalog';
import { listListingsInState } from './repository';
import { pictureUrl } from './listing-view';

const PER_PAGE = 20;

/** GET /v1/admin/products: brand listings in one state (pending by default), oldest request first. */
export async function listListingsForReview(input: { state: ListingState; page: number; language: LanguageCode }): Promise<z.infer<typeof adminListingListSchema>> {
  const { rows, total } = await listListingsInState(getDb(), { state: input.state, language: input.language, limit: PER_PAGE, offset: (input.page - 1) * PER_PAGE });
  return {
    items: rows.map((row) => ({
      id: row.productId,
      name: row.name,
      vendor_name: row.vendorName,
      state: row.state,
      submitted_at: row.submittedAt?.toISOString() ?? null,
      picture_url: row.pictureCount > 0 ? pictureUrl(row.pictureSetKey, 0, 160) : null,
    })),
    total,
    page: input.page,
    per_page: PER_PAGE,
  };
}
