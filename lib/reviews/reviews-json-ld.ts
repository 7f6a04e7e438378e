import type { ReviewJsonLdInput } from '@/lib/product/product-json-ld';
import type { ProductReviewsPreview } from '@/lib/contracts/catalog/reviews-schemas';

/** The reviews the page renders, as Review entries of the Product structured data. */
export function reviewsJsonLdOf(preview: ProductReviewsPreview | undefined, anonymousName: string): ReviewJsonLdInput[] {
  return (preview?.page.items ?? []).map((review) => ({
    author: review.author_name || anonymousName,
    ratingValue: review.rating,
    reviewBody: review.body,
    datePublished: review.date_created.slice(0, 10),
    name: review.title,
  }));
}
