import type { GetStaticProps } from 'next';
import { AdminLayout } from '@/components/admin/admin-layout';
import { LandingList } from '@/components/admin/landings/landing-list';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** Operators only, never indexed; the list loads in the browser with the operator's token. */
export default function AdminLandingsPage() {
  const { t } = useTranslation('admin-landings');
  return (
    <>
      <PageHead pageKind="other" path="/admin/content/landings" query={{}} noIndex title={t('list.title')} description={t('list.description')} />
      <AdminLayout title={t('list.title')}>
        <LandingList />
      </AdminLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'admin-landings', 'landings']),
});
