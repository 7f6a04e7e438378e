import type { ReviewItem } from '@/lib/contracts/catalog/reviews-schemas';
import { reviewVideoOf } from '@/lib/media/review-video';
import type { ReviewImageRow, ReviewRow } from './repository';

export function reviewImageUrl(imageId: number, size: 'full' | 'thumb'): string {
  return size === 'thumb' ? `/v1/reviews/images/${imageId}?size=thumb` : `/v1/reviews/images/${imageId}`;
}

export function toReviewItem(row: ReviewRow, images: readonly ReviewImageRow[]): ReviewItem {
  return {
    id: row.id,
    author_name: row.authorName,
    rating: row.rating,
    title: row.title,
    body: row.body,
    language: row.language,
    is_verified_purchase: row.isVerifiedPurchase,
    useful_num: row.usefulNum,
    date_created: row.createdAt.toISOString(),
    video: reviewVideoOf(row.videoUrl) ?? null,
    images: images.filter((image) => image.reviewId === row.id).map((image) => ({ id: image.id, url: reviewImageUrl(image.id, 'full'), width: image.width, height: image.height })),
  };
}
