import type { PathRevalidator } from '../revalidation/path-revalidators';
import { revalidateCatalogPages } from '../revalidation/revalidate-catalog-pages';
import { refreshSearchDocuments } from '../search/refresh-search-documents';

/**
 * After a listing changed: its search document follows at once (an unpublished product leaves
 * the index) and every cached page that shows it is re-rendered, in every locale. A page that
 * could not be re-rendered is reported by revalidateCatalogPages, never thrown.
 */
export async function refreshListingPages(input: { productId: number; categoryIds?: number[]; revalidate?: PathRevalidator }): Promise<void> {
  await refreshSearchDocuments([input.productId]);
  await revalidateCatalogPages({ productIds: [input.productId], categoryIds: input.categoryIds ?? [] }, { revalidate: input.revalidate });
}
