import type { ReviewPage, ReviewListQuery } from '@/lib/contracts/catalog/reviews-schemas';
import { getDb } from '@/server/db/client';
import { findReviewProduct } from './find-review-product';
import { listApprovedReviews, listImagesOf, type ReviewImageRow, type ReviewRow } from './repository';
import { toReviewItem } from './to-review-item';

/** One page of a product's approved reviews, in the spec §9 sort and filter. */
export async function listProductReviews(input: { code: string } & ReviewListQuery): Promise<ReviewPage> {
  const db = getDb();
  const product = await findReviewProduct(db, input.code);
  const { rows, total } = await listApprovedReviews(db, {
    productId: product.id,
    sort: input.sort,
    filter: input.filter,
    limit: input.per_page,
    offset: (input.page - 1) * input.per_page,
  });
  const images = await listImagesOf(
    db,
    rows.filter((row) => row.imageCount > 0).map((row) => row.id),
  );
  return reviewPageOf(rows, images, input, total);
}

export function reviewPageOf(rows: readonly ReviewRow[], images: readonly ReviewImageRow[], query: ReviewListQuery, total: number): ReviewPage {
  return {
    items: rows.map((row) => toReviewItem(row, images)),
    sort: query.sort,
    filter: query.filter,
    page: query.page,
    per_page: query.per_page,
    total,
    total_pages: Math.ceil(total / query.per_page),
  };
}
