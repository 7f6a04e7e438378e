import type { GetStaticProps } from 'next';
import { AdminLayout } from '@/components/admin/admin-layout';
import { useTranslation } from '@/components/i18n/use-translation';
import { AdminEmployerApplications } from '@/components/programmes/admin-employer-applications';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** Operators only, never indexed: employer applications to the employee programme (decision 0041). */
export default function AdminProgrammesPage() {
  const { t } = useTranslation('programmes');
  return (
    <>
      <PageHead pageKind="other" path="/admin/programmes" query={{}} noIndex title={t('admin.title')} description={t('admin.lead')} />
      <AdminLayout title={t('admin.title')}>
        <AdminEmployerApplications />
      </AdminLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'programmes']),
});
