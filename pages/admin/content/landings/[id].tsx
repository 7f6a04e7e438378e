import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { AdminLayout } from '@/components/admin/admin-layout';
import { LandingEditor } from '@/components/admin/landings/landing-editor';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

function idOf(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** One landing page in the editor; never indexed, the draft loads in the browser with the operator's token. */
export default function AdminLandingPage() {
  const { t } = useTranslation('admin-landings');
  const router = useRouter();
  return (
    <>
      <PageHead pageKind="other" noIndex title={t('editor.title')} description={t('list.description')} />
      <AdminLayout title={t('editor.title')}>{router.isReady ? <LandingEditor id={idOf(router.query.id)} /> : null}</AdminLayout>
    </>
  );
}

/* Server-rendered for the translations only: nothing about the page is in the HTML. */
export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'admin-landings', 'landings', 'catalog']),
});
