import type { PathRevalidator } from '../revalidation/path-revalidators';
import { revalidateProductPagesFirst } from '../revalidation/revalidate-catalog-pages';
import { refreshSearchDocuments } from '../search/refresh-search-documents';

/**
 * After a listing changed: its search document follows at once (an unpublished product leaves
 * the index), its own page is re-rendered in every locale before the answer, and the listings
 * that show it right after (revalidateProductPagesFirst). A page that could not be re-rendered
 * is reported, never thrown.
 */
export async function refreshListingPages(input: { productId: number; categoryIds?: number[]; revalidate?: PathRevalidator }): Promise<void> {
  await refreshSearchDocuments([input.productId]);
  await revalidateProductPagesFirst({ productIds: [input.productId], categoryIds: input.categoryIds ?? [] }, { revalidate: input.revalidate });
}
