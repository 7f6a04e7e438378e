import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { AdminLayout } from '@/components/admin/admin-layout';
import { ApplicationReview } from '@/components/admin/applications/application-review';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** Issue 16 item 4: one brand application, its documents and the decision. Never indexed. */
export default function BrandApplicationPage() {
  const { t } = useTranslation('brand-registration');
  const { query, isReady } = useRouter();
  const id = Number(query.brandId);
  const brandId = isReady && Number.isInteger(id) && id > 0 ? id : null;
  return (
    <>
      <PageHead pageKind="other" path={`/admin/brand-applications/${brandId ?? ''}`} query={{}} noIndex title={t('adminMeta.detailTitle')} description={t('admin.listLead')} />
      <AdminLayout title={t('adminMeta.detailTitle')}>
        <ApplicationReview brandId={brandId} />
      </AdminLayout>
    </>
  );
}

/* Server-rendered for the translations only: the application loads in the browser with the
 * operator's token, and no page is cached per brand. */
export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'brand', 'brand-registration']),
});
