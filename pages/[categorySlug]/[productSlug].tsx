import { useMemo } from 'react';
import { unpackRows } from '@/lib/catalog/packed-rows';
import type { ProductPageProduct } from '@/lib/product/product-page-product';
import { ProductView } from '@/components/product/product-view';
import { DeferredProductReviews } from '@/components/reviews/deferred-product-reviews';
import type { ProductPageProps } from '@/server/pages/product-page-props';

export { getProductStaticPaths as getStaticPaths, getProductStaticProps as getStaticProps } from '@/server/pages/product-page-props';

export default function ProductPage({ product: packedProduct, kept, brandPolicies }: ProductPageProps) {
  const product = useMemo((): ProductPageProduct => {
    const { summary: _summary, ...detail } = packedProduct;
    return { ...detail, variants: unpackRows(packedProduct.variants) };
  }, [packedProduct]);
  // Only the kept parts read `kept`; the first document leaves it out (decisions 0063, 0065).
  const related = useMemo(() => (kept ? unpackRows(kept.related) : []), [kept]);
  // Keyed by product: moving to another product page starts with fresh choices and quantity.
  return (
    <ProductView
      key={product.product_url_code}
      product={product}
      summary={packedProduct.summary}
      sections={kept?.sections ?? []}
      related={related}
      reviews={<DeferredProductReviews key={product.product_url_code} productCode={product.product_url_code} preview={kept?.reviews} />}
      reviewsJsonLd={kept?.reviewsJsonLd}
      brandPolicies={brandPolicies}
    />
  );
}
