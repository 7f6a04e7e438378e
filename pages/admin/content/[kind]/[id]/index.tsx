import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { AdminLayout } from '@/components/admin/admin-layout';
import { ContentEditor } from '@/components/admin/content/content-editor';
import { editorIdOf, editorKindOf } from '@/components/admin/content/editor-route';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** The editor of one post or help article (or a new one); everything loads in the browser with the operator's token. */
export default function AdminContentEditorPage() {
  const { t } = useTranslation('admin-content');
  const router = useRouter();
  const kind = editorKindOf(router.query.kind);
  const id = editorIdOf(router.query.id);
  const title = kind === 'articles' ? (id === 'new' ? t('editor.titleNewArticle') : t('editor.titleArticle')) : id === 'new' ? t('editor.titleNewPost') : t('editor.titlePost');
  return (
    <>
      <PageHead pageKind="other" noIndex title={t('editor.meta.title')} description={t('editor.meta.description')} />
      <AdminLayout title={title}>
        {router.isReady && kind && id !== undefined ? (
          <ContentEditor key={`${kind}-${id === 'new' ? 'new' : 'item'}`} kind={kind} id={id === 'new' ? null : id} />
        ) : router.isReady ? (
          <p role="alert">{t('editor.loadFailed')}</p>
        ) : null}
      </AdminLayout>
    </>
  );
}

/* Server-rendered for the translations only: nothing of the draft is in the HTML. */
export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'admin-content', 'blog']),
});
