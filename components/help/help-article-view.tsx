import { useTranslation } from '@/components/i18n/use-translation';
import { RenderedMarkdown } from '@/components/content/rendered-markdown';
import { PageHead } from '@/components/seo/page-head';
import { faqPageJsonLd } from '@/lib/content/content-json-ld';
import { HELP_ROOT, helpArticlePath, helpSectionPath, type HelpArticlePageData } from '@/lib/content/help-view';
import { HelpArticleList } from './help-article-list';
import { HelpPageFrame } from './help-page-frame';
import { HelpVote } from './help-vote';

/** /help-center/{section}/{slug}: the answer, "was this helpful", related articles; FAQPage data when it is a list of questions. */
export function HelpArticleView({ article }: HelpArticlePageData) {
  const { t } = useTranslation('help');
  const path = helpArticlePath(article.sectionSlug, article.slug);
  const crumbs = [
    { name: t('crumbs.home'), path: '/' },
    { name: t('crumbs.help'), path: HELP_ROOT },
    { name: article.sectionTitle, path: helpSectionPath(article.sectionSlug) },
    { name: article.title, path },
  ];
  return (
    <>
      <PageHead
        pageKind="help"
        path={path}
        query={{}}
        title={article.title}
        description={article.summary}
        ogType="article"
        breadcrumbs={crumbs}
        jsonLd={article.faq.length > 0 ? faqPageJsonLd(article.faq) : undefined}
      />
      <HelpPageFrame crumbs={crumbs} title={article.title} lead={article.summary}>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <article className="min-w-0 max-w-3xl">
            <RenderedMarkdown html={article.html} />
            <p className="mt-8 text-xs text-ink-muted">{t('article.updated', { date: article.updatedLabel })}</p>
            <div className="mt-8">
              <HelpVote articleId={article.id} />
            </div>
          </article>
          {article.related.length > 0 ? (
            <aside aria-labelledby="help-related">
              <h2 id="help-related" className="text-base font-semibold text-ink">
                {t('article.related')}
              </h2>
              <div className="mt-3">
                <HelpArticleList articles={article.related} headingLevel={3} withSummary={false} />
              </div>
            </aside>
          ) : null}
        </div>
      </HelpPageFrame>
    </>
  );
}
