import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { CardPicture } from '@/components/catalog/card-picture';

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
              className="pcard tile"
            >
              <span className="pcard-media tile-media">
                {category.imageKey ? <CardPicture folder="categories" imageKey={category.imageKey} sizes="(max-width: 767px) 50vw, 25vw" priority={false} /> : null}
              </span>
              <span className="flex flex-col px-1">
                <span className="font-medium text-ink">{category.name}</span>
                <span className="pcard-note">{t('categories.count', { count: category.productCount })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
