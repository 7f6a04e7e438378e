import type { GetStaticProps } from 'next';
import { AdminLayout } from '@/components/admin/admin-layout';
import { ContentIndex } from '@/components/admin/content/content-index';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** Operators only, never indexed: posts and help articles load in the browser with the operator's token. */
export default function AdminContentPage() {
  const { t } = useTranslation('admin-content');
  return (
    <>
      <PageHead pageKind="other" path="/admin/content" query={{}} noIndex title={t('index.meta.title')} description={t('index.meta.description')} />
      <AdminLayout title={t('index.title')}>
        <ContentIndex />
      </AdminLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'admin-content']),
});
