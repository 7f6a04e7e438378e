import type { GetStaticProps } from 'next';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AnalyticsView } from '@/components/admin/analytics/analytics-view';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /admin/analytics: what the store's own collector counted. Operators only, never indexed. */
export default function AdminAnalyticsPage() {
  const { t } = useTranslation('admin-analytics');
  return (
    <>
      <PageHead pageKind="other" path="/admin/analytics" query={{}} noIndex title={t('meta.title')} description={t('meta.description')} />
      <AdminLayout title={t('title')}>
        <AnalyticsView />
      </AdminLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'admin-analytics']),
});
