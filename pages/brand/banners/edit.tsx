import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { BannerForm, type CategoryOption } from '@/components/brand/banners/banner-form';
import { BannerPageFrame, LoadFailed, Loading } from '@/components/brand/banners/banner-page-frame';
import { Notice } from '@/components/brand/profile/profile-page-frame';
import { PageHead } from '@/components/seo/page-head';
import { isApiError } from '@/services/api-error';
import { useBrandBanner } from '@/services/brand-banners-hooks';
import type { BrandBannerPageProps } from '@/server/pages/brand-banner-page-props';

export { getBrandBannerPageProps as getStaticProps } from '@/server/pages/brand-banner-page-props';

function EditBanner({ brandId, bannerId, categories, readOnly }: { brandId: number; bannerId: number | null; categories: CategoryOption[]; readOnly: boolean }) {
  const { t } = useTranslation('brand-banners');
  const { banner, error, mutate } = useBrandBanner(brandId, bannerId);
  if (bannerId === null || (error && isApiError(error) && error.kind === 'not-found')) return <Notice title={t('meta.edit.title')}>{t('common.notFound')}</Notice>;
  if (error) return <LoadFailed message={t('common.loadFailed')} retry={() => void mutate()} label={t('common.retry')} />;
  if (!banner) return <Loading label={t('common.loading')} />;
  return <BannerForm key={banner.id} brandId={brandId} banner={banner} categories={categories} readOnly={readOnly} />;
}

/** /brand/banners/edit?id={bannerId} (issue 17 item 2): the id travels in the query, the page stays static. */
export default function EditBrandBannerPage({ categories }: BrandBannerPageProps) {
  const { t } = useTranslation('brand-banners');
  const { query, isReady } = useRouter();
  const id = Number(query.id);
  const bannerId = Number.isInteger(id) && id > 0 ? id : null;
  return (
    <>
      <PageHead pageKind="other" path="/brand/banners/edit" query={{}} noIndex title={t('meta.edit.title')} description={t('meta.edit.description')} />
      <BrandAreaLayout title={t('meta.edit.title')}>
        {(brand) => (
          <BannerPageFrame brand={brand}>
            {({ brand: active, readOnly }) => (isReady ? <EditBanner key={active.id} brandId={active.id} bannerId={bannerId} categories={categories} readOnly={readOnly} /> : <Loading label={t('common.loading')} />)}
          </BannerPageFrame>
        )}
      </BrandAreaLayout>
    </>
  );
}
