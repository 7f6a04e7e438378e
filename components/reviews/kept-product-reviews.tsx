import type { ProductReviewsPreview } from '@/lib/contracts/catalog/reviews-schemas';
import { ProductReviews } from './product-reviews';

export interface KeptReviewsProps {
  /** Always there on the server (kept page data); the browser's live part brings its own. */
  preview?: ProductReviewsPreview;
}

/** The reviews as the server writes them into the page (decisions 0062, 0065). */
export function KeptProductReviews({ preview }: KeptReviewsProps) {
  return preview ? <ProductReviews preview={preview} /> : null;
}
