import type { Language } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { toAppError } from '@/server/http/to-app-error';
import { authorDisplayName } from './author-display-name';
import { ALREADY_REVIEWED_MESSAGE, checkReviewEligibility } from './check-review-eligibility';
import { prepareReviewImages, type PreparedReviewImage } from './prepare-review-images';
import { insertReview, insertReviewImages } from './repository';
import type { ReviewerFacts } from './reviewer-facts';
import type { WriteReviewBody } from '@/lib/contracts/catalog/reviews-schemas';
import { getFileStorage } from './storage/get-file-storage';
import type { FileStorage } from './storage/file-storage';

export { ALREADY_REVIEWED_MESSAGE, NOT_PURCHASED_MESSAGE } from './check-review-eligibility';

export interface WriteReviewInput extends WriteReviewBody {
  code: string;
  customerId: number;
  language: Language;
  storage?: FileStorage;
}

export interface WrittenReview {
  id: number;
  moderation_status: 'pending';
  is_verified_purchase: boolean;
  image_count: number;
}

async function storeFiles(storage: FileStorage, images: readonly PreparedReviewImage[], written: string[]): Promise<void> {
  for (const image of images) {
    written.push(image.key);
    await storage.put(image.key, image.full, 'image/webp');
    written.push(image.thumbKey);
    await storage.put(image.thumbKey, image.thumb, 'image/webp');
  }
}

async function removeFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/**
 * A verified buyer's review, waiting for moderation. Every rule is checked and every picture
 * decoded and re-encoded before anything is written; files are written before the rows and
 * removed again if the rows cannot be (a concurrent second review, a database failure), so a
 * refused review leaves neither rows nor files.
 */
export async function writeReview(input: WriteReviewInput, facts: ReviewerFacts): Promise<WrittenReview> {
  const db = getDb();
  const { productId, orderId, customer } = await checkReviewEligibility(db, input, facts);
  const product = { id: productId };

  const images = await prepareReviewImages(product.id, input.images);
  const storage = input.storage ?? getFileStorage();
  const written: string[] = [];
  try {
    await storeFiles(storage, images, written);
    const review = await db.transaction(async (tx) => {
      const row = await insertReview(tx, {
        productId: product.id,
        customerId: input.customerId,
        orderId,
        authorName: authorDisplayName(customer),
        rating: input.rating,
        title: input.title,
        body: input.body,
        language: input.language,
        isVerifiedPurchase: true,
        moderationStatus: 'pending',
        imageCount: images.length,
        videoUrl: input.video_url ?? null,
      });
      await insertReviewImages(
        tx,
        images.map((image, position) => ({ reviewId: row.id, storageKey: image.key, contentType: 'image/webp', width: image.width, height: image.height, position })),
      );
      return row;
    });
    return { id: review.id, moderation_status: 'pending', is_verified_purchase: true, image_count: images.length };
  } catch (error) {
    await removeFiles(storage, written);
    const appError = toAppError(error);
    // Two submissions at once: the unique index lets one through; the other hears why.
    if (appError.code === 'CONFLICT') throw new AppError('CONFLICT', ALREADY_REVIEWED_MESSAGE, { cause: error });
    throw error;
  }
}
