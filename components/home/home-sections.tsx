import { useTranslation } from '@/components/i18n/use-translation';
import type { ProductCardData } from '@/components/catalog/product-card';
import { CategoryTiles, type CategoryTile } from './category-tiles';
import { ProductShelf } from './product-shelf';
import { ValueProps } from './value-props';

export interface HomeSectionsProps {
  categories: CategoryTile[];
}

/** What the store promises and its categories: text, icons and links. */
export function HomeSections({ categories }: HomeSectionsProps) {
  return (
    <>
      <ValueProps />
      <CategoryTiles categories={categories} />
    </>
  );
}

export interface HomeShelvesProps {
  bestSellers: ProductCardData[];
  saleItems: ProductCardData[];
}

/** The best sellers and the sale, as cards of links. */
export function HomeShelves({ bestSellers, saleItems }: HomeShelvesProps) {
  const { t } = useTranslation('home');
  return (
    <>
      <ProductShelf id="home-best-sellers" title={t('shelves.bestSellers')} viewAllHref="/standing-desks" viewAllLabel={t('shelves.viewAll')} products={bestSellers} />
      <ProductShelf id="home-sale" title={t('shelves.sale')} viewAllHref="/sale" viewAllLabel={t('shelves.viewAllSale')} products={saleItems} />
    </>
  );
}
