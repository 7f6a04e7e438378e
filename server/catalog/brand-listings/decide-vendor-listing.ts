import type { AdminListingDetail } from '@/lib/contracts/catalog/brand-listings-schemas';
import { getDb } from '@/server/db/client';
import type { LanguageCode } from '@/server/db/schema/catalog/catalog';
import { AppError } from '@/server/http/app-error';
import type { PathRevalidator } from '../revalidation/path-revalidators';
import { getListingForReview } from './get-listing-for-review';
import { refreshListingPages } from './refresh-listing-pages';
import { findListing } from './repository';
import { setListingState, setProductPublished } from './repository-write';

export type ListingDecision = { decision: 'approve' } | { decision: 'refuse'; reason: string };

/**
 * POST /v1/admin/products/{productId}/decision: an operator approves a product on its first
 * publish (it goes into the store at once) or refuses it with a reason the brand reads.
 */
export async function decideVendorListing(input: { productId: number; decision: ListingDecision; language: LanguageCode; revalidate?: PathRevalidator }): Promise<AdminListingDetail> {
  await getDb().transaction(async (tx) => {
    const row = await findListing(tx, input.productId, true);
    if (!row) throw new AppError('NOT_FOUND', 'There is no brand product with this id.');
    if (row.state !== 'pending') throw new AppError('CONFLICT', 'This product is not waiting for a decision (the brand may have withdrawn it).');
    if (input.decision.decision === 'approve') {
      await setListingState(tx, row.productId, { state: 'approved', decided: true });
      await setProductPublished(tx, row.productId, true);
    } else {
      await setListingState(tx, row.productId, { state: 'refused', refusalReason: input.decision.reason, decided: true });
    }
  });
  if (input.decision.decision === 'approve') await refreshListingPages({ productId: input.productId, revalidate: input.revalidate });
  return getListingForReview({ productId: input.productId, language: input.language });
}
