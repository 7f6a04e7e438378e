import type { AdminListingDetail } from '@/lib/contracts/catalog/brand-listings-schemas';
import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import type { LanguageCode } from '@/server/db/schema/catalog/catalog';
import { AppError } from '@/server/http/app-error';
import { findCategoryName, findListing, loadListingContent } from './repository';
import { toListingView } from './listing-view';

/** GET /v1/admin/products/{productId}: a brand listing as operators review it. */
export async function getListingForReview(input: { productId: number; language: LanguageCode }, db: DbOrTx = getDb()): Promise<AdminListingDetail> {
  const row = await findListing(db, input.productId);
  if (!row) throw new AppError('NOT_FOUND', 'There is no brand product with this id.');
  const view = toListingView(row, await loadListingContent(db, row.productId));
  return { ...view, vendor_id: row.vendorId, vendor_name: row.vendorName, category_name: await findCategoryName(db, row.categoryId, input.language) };
}
