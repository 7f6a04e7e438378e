import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { AdminLayout } from '@/components/admin/admin-layout';
import { ApplicationsList } from '@/components/admin/applications/applications-list';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** Issue 16 item 4: the brand applications operators review. Never indexed. */
export default function BrandApplicationsPage() {
  const { t } = useTranslation('brand-registration');
  return (
    <>
      <PageHead pageKind="other" path="/admin/brand-applications" query={{}} noIndex title={t('adminMeta.listTitle')} description={t('admin.listLead')} />
      <AdminLayout title={t('adminMeta.listTitle')}>
        <ApplicationsList />
      </AdminLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'brand', 'brand-registration']),
});
