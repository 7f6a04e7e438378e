import { useTranslation } from '@/components/i18n/use-translation';
import type { ProductCardData } from '@/components/catalog/product-card';
import { PageHead } from '@/components/seo/page-head';
import { CategoryTiles, type CategoryTile } from './category-tiles';
import { HeroSection } from './hero-section';
import { ProductShelf } from './product-shelf';
import { ValueProps } from './value-props';

export interface HomeViewProps {
  categories: CategoryTile[];
  bestSellers: ProductCardData[];
  saleItems: ProductCardData[];
}

export function HomeView({ categories, bestSellers, saleItems }: HomeViewProps) {
  const { t } = useTranslation('home');
  return (
    <>
      <PageHead pageKind="home" title={t('meta.title')} description={t('meta.description')} keywords={t('meta.keywords')} />
      <HeroSection />
      <ValueProps />
      <CategoryTiles categories={categories} />
      <ProductShelf
        id="home-best-sellers"
        title={t('shelves.bestSellers')}
        viewAllHref="/standing-desks"
        viewAllLabel={t('shelves.viewAll')}
        products={bestSellers}
      />
      <ProductShelf id="home-sale" title={t('shelves.sale')} viewAllHref="/sale" viewAllLabel={t('shelves.viewAllSale')} products={saleItems} />
    </>
  );
}
