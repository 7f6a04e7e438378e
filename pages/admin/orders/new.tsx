import type { GetStaticProps } from 'next';
import { AdminLayout } from '@/components/admin/admin-layout';
import { OperatorOrderForm } from '@/components/admin/orders/operator-order-form';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /admin/orders/new (issue 17 item 3): an operator places an order on a brand's behalf. */
export default function AdminNewOrderPage() {
  const { t } = useTranslation('brand-orders');
  return (
    <>
      <PageHead pageKind="other" path="/admin/orders/new" query={{}} noIndex title={t('admin.title')} description={t('admin.description')} />
      <AdminLayout title={t('admin.title')}>
        <OperatorOrderForm />
      </AdminLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'brand-orders']),
});
