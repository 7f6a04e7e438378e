import { useTranslation } from '@/components/i18n/use-translation';
import type { ProductCardData } from '@/components/catalog/product-card';
import { PageHead } from '@/components/seo/page-head';
import { BannerSlot } from '@/components/banners/banner-slot';
import type { BannerSlotData } from '@/lib/brands/storefront-banner';
import type { CategoryTile } from './category-tiles';
import { HeroSection } from './hero-section';
import { KeptHomeSections, KeptHomeShelves } from './kept-home-sections';

export interface HomeViewProps {
  categories: CategoryTile[];
  bestSellers: ProductCardData[];
  saleItems: ProductCardData[];
  banners?: BannerSlotData;
}

export function HomeView({ categories, bestSellers, saleItems, banners }: HomeViewProps) {
  const { t } = useTranslation('home');
  return (
    <>
      <PageHead pageKind="home" title={t('meta.title')} description={t('meta.description')} keywords={t('meta.keywords')} />
      <HeroSection />
      <KeptHomeSections categories={categories} />
      <BannerSlot data={banners} className="container-page mt-12 md:mt-16" />
      <KeptHomeShelves bestSellers={bestSellers} saleItems={saleItems} />
    </>
  );
}
