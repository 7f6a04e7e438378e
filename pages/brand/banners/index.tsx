import { useTranslation } from '@/components/i18n/use-translation';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { BannerListView } from '@/components/brand/banners/banner-list-view';
import { BannerPageFrame } from '@/components/brand/banners/banner-page-frame';
import { PageHead } from '@/components/seo/page-head';
import type { BrandBannerPageProps } from '@/server/pages/brand-banner-page-props';

export { getBrandBannerPageProps as getStaticProps } from '@/server/pages/brand-banner-page-props';

/** /brand/banners (issue 17 item 2): the brand's banners, their place and window. */
export default function BrandBannersPage({ categories }: BrandBannerPageProps) {
  const { t } = useTranslation('brand-banners');
  const names = Object.fromEntries(categories.map((category) => [category.slug, category.name]));
  return (
    <>
      <PageHead pageKind="other" path="/brand/banners" query={{}} noIndex title={t('meta.list.title')} description={t('meta.list.description')} />
      <BrandAreaLayout title={t('list.title')}>
        {(brand) => <BannerPageFrame brand={brand}>{({ brand: active, readOnly }) => <BannerListView key={active.id} brand={active} readOnly={readOnly} categoryNames={names} />}</BannerPageFrame>}
      </BrandAreaLayout>
    </>
  );
}
