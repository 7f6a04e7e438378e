import type { GetStaticProps } from 'next';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminBrandsList } from '@/components/admin/brands/admin-brands-list';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** Operators only, never indexed; the list loads in the browser, its filters in the address. */
export default function AdminBrandsPage() {
  const { t } = useTranslation('admin-brands');
  return (
    <>
      <PageHead pageKind="other" path="/admin/brands" query={{}} noIndex title={t('list.meta.title')} description={t('list.meta.description')} />
      <AdminLayout title={t('list.title')}>
        <AdminBrandsList />
      </AdminLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'admin-brands', 'brand']),
});
