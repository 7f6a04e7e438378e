import { useTranslation } from '@/components/i18n/use-translation';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { BannerForm } from '@/components/brand/banners/banner-form';
import { BannerPageFrame } from '@/components/brand/banners/banner-page-frame';
import { PageHead } from '@/components/seo/page-head';
import type { BrandBannerPageProps } from '@/server/pages/brand-banner-page-props';

export { getBrandBannerPageProps as getStaticProps } from '@/server/pages/brand-banner-page-props';

/** /brand/banners/create (issue 17 item 2). */
export default function CreateBrandBannerPage({ categories }: BrandBannerPageProps) {
  const { t } = useTranslation('brand-banners');
  return (
    <>
      <PageHead pageKind="other" path="/brand/banners/create" query={{}} noIndex title={t('meta.create.title')} description={t('meta.create.description')} />
      <BrandAreaLayout title={t('meta.create.title')}>
        {(brand) => <BannerPageFrame brand={brand}>{({ brand: active, readOnly }) => <BannerForm key={active.id} brandId={active.id} banner={null} categories={categories} readOnly={readOnly} />}</BannerPageFrame>}
      </BrandAreaLayout>
    </>
  );
}
