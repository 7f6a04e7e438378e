import Link from '@/components/common/store-link';
import { ProductCard, type ProductCardData } from '@/components/catalog/product-card';

interface ProductShelfProps {
  id: string;
  title: string;
  viewAllHref: string;
  viewAllLabel: string;
  products: ProductCardData[];
}

export function ProductShelf({ id, title, viewAllHref, viewAllLabel, products }: ProductShelfProps) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="container-page py-12 md:py-16">
      <div className="flex items-end justify-between gap-4">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        <Link href={viewAllHref} className="link-quiet text-sm font-medium">
          {viewAllLabel}
        </Link>
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-4 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.code}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
