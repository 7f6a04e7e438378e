import type { GetStaticProps } from 'next';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminProductsList } from '@/components/admin/products/admin-products-list';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /admin/products: brand products waiting for their first approval. Operators only, never indexed. */
export default function AdminProductsPage() {
  const { t } = useTranslation('admin-products');
  return (
    <>
      <PageHead pageKind="other" path="/admin/products" query={{}} noIndex title={t('list.meta.title')} description={t('list.meta.description')} />
      <AdminLayout title={t('list.title')}>
        <AdminProductsList />
      </AdminLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'admin-products']),
});
