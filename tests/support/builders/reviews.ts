import type { Db } from '@/server/db/client';
import { reviewImages, reviews } from '@/server/db/schema/catalog/reviews';

/** An approved review written straight to the database, with `images` stored pictures. */
export async function buildReview(db: Db, overrides: Partial<typeof reviews.$inferInsert> & { productId: number; images?: number }): Promise<{ id: number }> {
  const { images = 0, productId, ...rest } = overrides;
  const [row] = await db
    .insert(reviews)
    .values({
      productId,
      authorName: 'Test A.',
      rating: 5,
      title: 'A title',
      body: 'A body that is long enough to count.',
      language: 'en',
      moderationStatus: 'approved',
      imageCount: images,
      ...rest,
    })
    .returning({ id: reviews.id });
  for (let position = 0; position < images; position += 1) {
    await db.insert(reviewImages).values({ reviewId: row!.id, storageKey: `reviews/${productId}/fixture-${row!.id}-${position}.webp`, contentType: 'image/webp', width: 10, height: 10, position });
  }
  return { id: row!.id };
}
