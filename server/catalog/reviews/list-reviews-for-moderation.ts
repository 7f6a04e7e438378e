import type { ReviewModerationStatus } from '@/server/db/schema/catalog/reviews';
import { getDb } from '@/server/db/client';
import { listImagesOf, listReviewsByStatus } from './repository';
import { toReviewItem } from './to-review-item';

const MODERATION_PAGE_SIZE = 50;

/** The moderation queue: reviews of one status, oldest first. */
export async function listReviewsForModeration(input: { status: ReviewModerationStatus; page: number }) {
  const db = getDb();
  const { rows, total } = await listReviewsByStatus(db, { status: input.status, limit: MODERATION_PAGE_SIZE, offset: (input.page - 1) * MODERATION_PAGE_SIZE });
  const images = await listImagesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({ ...toReviewItem(row, images), product_code: row.productCode, moderation_status: row.moderationStatus })),
    page: input.page,
    total,
  };
}
