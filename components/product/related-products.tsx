import { ProductCard, type ProductCardData } from '@/components/catalog/product-card';
import { useProductT } from './product-translation';

/** Products of the same category at a similar price, in stock. */
export function RelatedProducts({ products }: { products: readonly ProductCardData[] }) {
  const t = useProductT();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-16 border-t border-line pt-12 md:mt-24 md:pt-16">
      <h2 id="related-title" className="section-title">
        {t('related.title')}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-4 md:grid-cols-4">
        {products.map((product) => (
          <li key={product.code}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
