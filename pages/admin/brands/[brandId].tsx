import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminBrandDetail } from '@/components/admin/brands/admin-brand-detail';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

function brandIdOf(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** One brand for operators; never indexed, the brand loads in the browser with the operator's token. */
export default function AdminBrandPage() {
  const { t } = useTranslation('admin-brands');
  const router = useRouter();
  return (
    <>
      <PageHead pageKind="other" noIndex title={t('detail.meta.title')} description={t('detail.meta.description')} />
      <AdminLayout title={t('detail.title')}>{router.isReady ? <AdminBrandDetail brandId={brandIdOf(router.query.brandId)} /> : null}</AdminLayout>
    </>
  );
}

/* Server-rendered for the translations only: nothing about the brand is in the HTML. */
export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'admin-brands', 'brand', 'admin-money', 'brand-money']),
});
