import type { GetStaticProps } from 'next';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminOverviewView } from '@/components/admin/brands/admin-overview-view';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** Operators only, never indexed; the counts load in the browser with the operator's token. */
export default function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHead pageKind="other" path="/admin" query={{}} noIndex title={t('overview.meta.title')} description={t('overview.meta.description')} />
      <AdminLayout title={t('overview.title')}>
        <AdminOverviewView />
      </AdminLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin']),
});
