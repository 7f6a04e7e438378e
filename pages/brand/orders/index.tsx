import type { GetStaticProps } from 'next';
import { BrandOrdersList } from '@/components/brand/orders/brand-orders-list';
import { BrandOrdersPage } from '@/components/brand/orders/brand-orders-page';
import { useTranslation } from '@/components/i18n/use-translation';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /brand/orders (issue 17 item 3): the brand's order lines; the list loads in the browser. */
export default function BrandOrdersListPage() {
  const { t } = useTranslation('brand-orders');
  return (
    <BrandOrdersPage path="/brand/orders" title={t('meta.title')} description={t('meta.description')}>
      {(brand) => <BrandOrdersList key={brand.id} brand={brand} kind="all" />}
    </BrandOrdersPage>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-orders']),
});
