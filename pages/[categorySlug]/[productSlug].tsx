import { useMemo } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { unpackRows } from '@/lib/catalog/packed-rows';
import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { ProductView } from '@/components/product/product-view';
import { DeferredProductReviews } from '@/components/reviews/deferred-product-reviews';
import { reviewsJsonLdOf } from '@/components/reviews/reviews-json-ld';
import type { ProductPageProps } from '@/server/pages/product-page-props';

export { getProductStaticPaths as getStaticPaths, getProductStaticProps as getStaticProps } from '@/server/pages/product-page-props';

export default function ProductPage({ product: packedProduct, kept, reviews, brandPolicies }: ProductPageProps) {
  const { t } = useTranslation('reviews');
  const product = useMemo((): ProductDetail => ({ ...packedProduct, variants: unpackRows(packedProduct.variants) }), [packedProduct]);
  // Only the kept related products read them; the first document leaves them out (decision 0063).
  const related = useMemo(() => (kept ? unpackRows(kept.related) : []), [kept]);
  // Keyed by product: moving to another product page starts with fresh choices and quantity.
  return (
    <ProductView
      key={product.product_url_code}
      product={product}
      related={related}
      reviews={<DeferredProductReviews key={reviews.productCode} preview={reviews} />}
      reviewsJsonLd={reviewsJsonLdOf(reviews, t('item.anonymous'))}
      brandPolicies={brandPolicies}
    />
  );
}
