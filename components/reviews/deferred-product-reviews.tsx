import { useMemo, type ComponentType } from 'react';
import { LiveWhenNear, onDemandComponent, type OnDemandComponent } from '@/components/common/live-when-near';
import { useTranslationContext } from '@/components/i18n/translation-context';
import { serverProductReviews, type KeptReviewsProps } from '@/components/reviews/server-product-reviews';
import type { ProductReviewsPreview } from '@/lib/contracts/catalog/reviews-schemas';

const REVIEWS_NAMESPACES = ['reviews'];

/* The reviews API's client comes with the reviews' code, not with the page. */
const fetchPreview = (code: string, locale: string) => import('@/services/reviews-service').then((service) => service.fetchReviewsPreview(code, locale));

const reviewsCode = onDemandComponent(() => import('./product-reviews').then((module) => module.ProductReviews));

type LiveReviews = ComponentType<KeptReviewsProps>;

function showing(ProductReviews: NonNullable<typeof reviewsCode.current>, preview: ProductReviewsPreview): LiveReviews {
  return function LiveProductReviews() {
    return <ProductReviews preview={preview} />;
  };
}

interface DeferredProductReviewsProps {
  productCode: string;
  /** On the server and after a client-side navigation (kept page data); the first document has none. */
  preview?: ProductReviewsPreview;
}

/**
 * The product page's reviews: rendered by the server with the page, live (sorting, filters,
 * votes, writing) once the shopper comes near them (decision 0062). Neither their code (about
 * 5 kB compressed) nor their data and words are in the first document's load (decision 0065):
 * going live brings all three, and the server's markup stays until they are here.
 */
export function DeferredProductReviews({ productCode, preview }: DeferredProductReviewsProps) {
  const { store, locale } = useTranslationContext();
  // One per product, since its data is part of what loads.
  const live = useMemo((): OnDemandComponent<KeptReviewsProps> => {
    const loader = onDemandComponent<KeptReviewsProps>(async () => {
      const [ProductReviews, shown] = await Promise.all([reviewsCode.load(), preview ?? fetchPreview(productCode, locale), store.load(locale, REVIEWS_NAMESPACES)]);
      return showing(ProductReviews, shown);
    });
    // After a client-side move with everything at hand, the reviews show at once.
    if (preview && reviewsCode.current && store.has(locale, REVIEWS_NAMESPACES)) loader.current = showing(reviewsCode.current, preview);
    return loader;
  }, [productCode, preview, store, locale]);
  return <LiveWhenNear server={serverProductReviews} live={live} props={{ preview }} />;
}
