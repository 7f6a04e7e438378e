import type { GetStaticProps } from 'next';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { ListingsList } from '@/components/brand/listings/listings-list';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /brand/listings: the active brand's products. Never indexed; the list loads in the browser. */
export default function BrandListingsPage() {
  const { t } = useTranslation('brand-listings');
  return (
    <>
      <PageHead pageKind="other" path="/brand/listings" query={{}} noIndex title={t('list.meta.title')} description={t('list.meta.description')} />
      <BrandAreaLayout title={t('list.title')}>{(brand) => (brand ? <ListingsList brand={brand} /> : null)}</BrandAreaLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-listings']),
});
