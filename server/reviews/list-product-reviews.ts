import type { ReviewPage } from '@/lib/reviews/review-schema';
import { getDb, type Db } from '@/server/db/client';
import { findReviewProduct } from './find-review-product';
import { listApprovedReviews, listImagesOf, type ReviewProductRow } from './repository';
import type { ReviewListQuery } from './schemas';
import { toReviewItem } from './to-review-item';

/** One page of a product's approved reviews, in the spec §9 sort and filter. */
export async function listProductReviews(input: { code: string } & ReviewListQuery): Promise<ReviewPage> {
  const db = getDb();
  return listReviewsOf(db, await findReviewProduct(db, input.code), input);
}

/** The same for a product already found; `total` when the caller knows how many match. */
export async function listReviewsOf(db: Db, product: ReviewProductRow, input: ReviewListQuery & { total?: number }): Promise<ReviewPage> {
  const { rows, total } = await listApprovedReviews(db, {
    productId: product.id,
    sort: input.sort,
    filter: input.filter,
    limit: input.per_page,
    offset: (input.page - 1) * input.per_page,
    total: input.total,
  });
  const images = await listImagesOf(
    db,
    rows.filter((row) => row.imageCount > 0).map((row) => row.id),
  );
  return {
    items: rows.map((row) => toReviewItem(row, images)),
    sort: input.sort,
    filter: input.filter,
    page: input.page,
    per_page: input.per_page,
    total,
    total_pages: Math.ceil(total / input.per_page),
  };
}
