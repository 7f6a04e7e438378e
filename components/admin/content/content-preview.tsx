import Head from 'next/head';
import Link from '@/components/common/store-link';
import { BlogPostView } from '@/components/blog/blog-post-view';
import { HelpArticleView } from '@/components/help/help-article-view';
import { useTranslation } from '@/components/i18n/use-translation';
import type { EditorKind, EditorLanguage } from '@/lib/contracts/content/editor-schemas';
import { useContentPreview } from '@/services/admin-content-hooks';

/** The draft inside the real page template, under a banner that says it is a preview. */
export function ContentPreview({ kind, id, language }: { kind: EditorKind; id: number; language: EditorLanguage }) {
  const { t } = useTranslation('admin-content');
  const { data, error } = useContentPreview(kind, id, language);
  return (
    <>
      <Head>
        <title>{t('previewPage.meta.title')}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div className="border-b border-amber-200 bg-amber-50">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
          <p className="font-semibold text-amber-900">{t('previewPage.banner')}</p>
          <Link href={`/admin/content/${kind}/${id}`} className="font-medium text-accent-700 underline underline-offset-4">
            {t('previewPage.back')}
          </Link>
        </div>
      </div>
      {error ? (
        <p role="alert" className="container-page py-10 text-danger-600">
          {t('previewPage.failed')}
        </p>
      ) : !data ? (
        <p className="container-page py-10" aria-busy="true">
          {t('previewPage.loading')}
        </p>
      ) : data.kind === 'posts' ? (
        <BlogPostView {...data.page} />
      ) : (
        <HelpArticleView {...data.page} />
      )}
    </>
  );
}
