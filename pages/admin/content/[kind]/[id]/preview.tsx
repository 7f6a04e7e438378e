import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { RequireCustomer } from '@/components/account/require-customer';
import { ContentPreview } from '@/components/admin/content/content-preview';
import { editorIdOf, editorKindOf } from '@/components/admin/content/editor-route';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/**
 * "Preview as it will look": the public page template (the blog post or help article view) with
 * the draft's content, for operators only (the data comes from an admin endpoint).
 */
export default function AdminContentPreviewPage() {
  const router = useRouter();
  const kind = editorKindOf(router.query.kind);
  const id = editorIdOf(router.query.id);
  const language = router.query.language === 'fr' || router.query.language === 'de' ? router.query.language : 'en';
  return <RequireCustomer>{router.isReady && kind && typeof id === 'number' ? <ContentPreview kind={kind} id={id} language={language} /> : null}</RequireCustomer>;
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'admin-content', 'blog', 'catalog', 'help']),
});
