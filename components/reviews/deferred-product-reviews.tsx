import type { ComponentProps } from 'react';
import { LiveWhenNear, onDemandComponent } from '@/components/common/live-when-near';
import { serverProductReviews } from '@/components/reviews/server-product-reviews';
import type { ProductReviews } from './product-reviews';

type ProductReviewsProps = ComponentProps<typeof ProductReviews>;

const liveReviews = onDemandComponent<ProductReviewsProps>(() => import('./product-reviews').then((module) => module.ProductReviews));

/**
 * The product page's reviews: rendered by the server with the page, live (sorting, filters,
 * votes, writing) once the shopper comes near them (decision 0062). Their code (about 5 kB
 * compressed) is not in the product page's first load.
 */
export function DeferredProductReviews(props: ProductReviewsProps) {
  return <LiveWhenNear server={serverProductReviews} live={liveReviews} props={props} />;
}
