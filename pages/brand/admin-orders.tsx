import type { GetStaticProps } from 'next';
import { BrandOrdersList } from '@/components/brand/orders/brand-orders-list';
import { BrandOrdersPage } from '@/components/brand/orders/brand-orders-page';
import { useTranslation } from '@/components/i18n/use-translation';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /brand/admin-orders: orders an operator placed on the brand's behalf. */
export default function BrandAdminOrdersPage() {
  const { t } = useTranslation('brand-orders');
  return (
    <BrandOrdersPage path="/brand/admin-orders" title={t('meta.adminTitle')} description={t('meta.adminDescription')}>
      {(brand) => <BrandOrdersList key={brand.id} brand={brand} kind="admin" />}
    </BrandOrdersPage>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-orders']),
});
