import type { GetStaticProps } from 'next';
import { CreateStoreView } from '@/components/brand/profile/create-store-view';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /brand/create: an approved brand opens its store. Never indexed; the profile loads in the browser for the active brand. */
export default function CreateStorePage() {
  const { t } = useTranslation('brand-profile');
  return (
    <>
      <PageHead pageKind="other" path="/brand/create" query={{}} noIndex title={t('create.meta.title')} description={t('create.meta.description')} />
      <BrandAreaLayout title={t('create.title')}>{(brand) => (brand ? <CreateStoreView brand={brand} /> : null)}</BrandAreaLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-profile']),
});
