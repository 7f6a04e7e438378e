import Image from 'next/image';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { categoryTileSrc } from '@/lib/images/product-image-loader';

export interface CategoryTile {
  slug: string;
  name: string;
  productCount: number;
  imageKey: string | null;
}

export function CategoryTiles({ categories }: { categories: CategoryTile[] }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-categories-title" className="container-page py-12 md:py-16">
      <h2 id="home-categories-title" className="section-title">
        {t('categories.title')}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              href={`/${category.slug}`}
              className="group flex flex-col gap-3 rounded-2xl p-2 transition-colors hover:bg-canvas focus-visible:bg-canvas"
            >
              <span className="relative block aspect-square overflow-hidden rounded-xl bg-canvas">
                {category.imageKey ? (
                  <Image
                    src={categoryTileSrc(category.imageKey)}
                    alt=""
                    fill
                    sizes="(max-width: 767px) 50vw, 25vw"
                    className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                  />
                ) : null}
              </span>
              <span className="flex flex-col px-1">
                <span className="font-medium text-ink">{category.name}</span>
                <span className="text-sm text-ink-muted">{t('categories.count', { count: category.productCount })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
