import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { StockPricesView } from '@/components/brand/stock-prices/stock-prices-view';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /brand/listings/prices-and-stock (issue 17 item 1): prices and stock of every variant by CSV. */
export default function BrandStockPricesPage() {
  const { t } = useTranslation('brand-stock-prices');
  return (
    <>
      <PageHead pageKind="other" path="/brand/listings/prices-and-stock" query={{}} noIndex title={t('meta.title')} description={t('meta.description')} />
      <BrandAreaLayout title={t('title')}>{(brand) => brand && <StockPricesView key={brand.id} brand={brand} />}</BrandAreaLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-stock-prices']),
});
