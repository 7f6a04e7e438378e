import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { BrandHomeView } from '@/components/brand/home/brand-home-view';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** The brand area's home (spec §2): the active brand's state, next step and setup checklist. */
export default function BrandHomePage() {
  const { t } = useTranslation('brand');
  return (
    <>
      <PageHead pageKind="other" path="/brand" query={{}} noIndex title={t('home.meta.title')} description={t('home.meta.description')} />
      <BrandAreaLayout title={t('home.title')}>{(brand) => brand && <BrandHomeView brand={brand} />}</BrandAreaLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-dashboard']),
});
