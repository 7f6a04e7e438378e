import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { HELP_ROOT, helpSearchPath, helpSectionPath, type HelpIndexPageData, type HelpSearchPageData, type HelpSectionPageData } from '@/lib/content/help-view';
import type { Breadcrumb } from '@/lib/seo/json-ld';
import { HelpArticleList } from './help-article-list';
import { HelpPageFrame } from './help-page-frame';

function useHelpCrumbs(): Breadcrumb[] {
  const { t } = useTranslation('help');
  return [
    { name: t('crumbs.home'), path: '/' },
    { name: t('crumbs.help'), path: HELP_ROOT },
  ];
}

/** /help-center: every section with its first articles. */
export function HelpIndexView({ sections }: HelpIndexPageData) {
  const { t } = useTranslation('help');
  const crumbs = useHelpCrumbs();
  return (
    <>
      <PageHead pageKind="help" path={HELP_ROOT} query={{}} title={t('meta.title')} description={t('meta.description')} breadcrumbs={crumbs} />
      <HelpPageFrame crumbs={crumbs} title={t('index.title')} lead={t('index.lead')}>
        <h2 className="sr-only">{t('section.browse')}</h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.slug} className="flex flex-col rounded-2xl border border-line bg-white p-6">
              <h3 className="text-lg font-semibold text-ink">
                <Link href={helpSectionPath(section.slug)} className="hover:underline hover:underline-offset-4">
                  {section.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-sand-700">{section.description}</p>
              <ul className="mt-4 flex flex-col gap-2 text-sm">
                {section.articles.slice(0, 3).map((article) => (
                  <li key={article.id}>
                    <Link href={`${helpSectionPath(section.slug)}/${article.slug}`} className="inline-block py-1 text-accent-700 hover:underline hover:underline-offset-4">
                      {article.title}
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="mt-auto pt-4 text-xs text-ink-muted">{t('section.articles', { count: section.articles.length })}</p>
            </li>
          ))}
        </ul>
      </HelpPageFrame>
    </>
  );
}

/** /help-center/{section}: the section's articles. */
export function HelpSectionView({ section }: HelpSectionPageData) {
  const path = helpSectionPath(section.slug);
  const crumbs = [...useHelpCrumbs(), { name: section.title, path }];
  return (
    <>
      <PageHead pageKind="help" path={path} query={{}} title={section.title} description={section.description} breadcrumbs={crumbs} />
      <HelpPageFrame crumbs={crumbs} title={section.title} lead={section.description}>
        <div className="max-w-3xl">
          <HelpArticleList articles={section.articles} />
        </div>
      </HelpPageFrame>
    </>
  );
}

/** /help-center/search/{words}: the articles that match, in the page's language. */
export function HelpSearchView({ words, articles }: HelpSearchPageData) {
  const { t } = useTranslation('help');
  const path = helpSearchPath(words);
  const crumbs = [...useHelpCrumbs(), { name: words, path }];
  return (
    <>
      <PageHead pageKind="help" path={path} query={{}} title={t('search.title', { words })} description={t('meta.description')} breadcrumbs={crumbs} noIndex />
      <HelpPageFrame crumbs={crumbs} title={t('search.title', { words })} lead={t('search.count', { count: articles.length })} searchValue={words}>
        <div className="max-w-3xl">{articles.length > 0 ? <HelpArticleList articles={articles} /> : <p className="text-sand-700">{t('search.empty')}</p>}</div>
      </HelpPageFrame>
    </>
  );
}
