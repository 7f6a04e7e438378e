import type { GetServerSideProps, GetStaticPaths, GetStaticProps } from 'next';
import type { HelpArticlePageData, HelpIndexPageData, HelpSearchPageData, HelpSectionPageData } from '@/lib/content/help-view';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { getHelpArticle } from '@/server/content/get-help-article';
import { findArticleRedirect } from '@/server/content/editor/find-content-redirect';
import { localizedPath } from '@/lib/navigation/localized-path';
import { getHelpSection, listHelpSections } from '@/server/content/list-help-sections';
import { listHelpArticlePaths } from '@/server/content/list-help-paths';
import { searchHelpArticles } from '@/server/content/search-help-articles';
import { contentDateLabel } from './content-dates';
import { serverSideTranslations } from './page-translations';

/* The help centre's pages: pre-rendered, re-rendered every ten minutes (decisions 0003, 0006);
 * searches per request, cached a minute by shared caches. */
export const HELP_REVALIDATE_SECONDS = 600;
const HELP_NOT_FOUND_REVALIDATE_SECONDS = 300;
export const HELP_SEARCH_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const HELP_NAMESPACES = ['common', 'help'];

function pageLocaleOf(locale: string | undefined): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export const getHelpIndexStaticProps: GetStaticProps<HelpIndexPageData> = async ({ locale }) => {
  const pageLocale = pageLocaleOf(locale);
  const [translations, sections] = await Promise.all([serverSideTranslations(pageLocale, HELP_NAMESPACES), listHelpSections({ locale: pageLocale })]);
  return { props: { ...translations, sections }, revalidate: HELP_REVALIDATE_SECONDS };
};

type SectionParams = { sectionSlug: string };

export const getHelpSectionStaticPaths: GetStaticPaths<SectionParams> = async () => ({ paths: [], fallback: 'blocking' });

export const getHelpSectionStaticProps: GetStaticProps<HelpSectionPageData, SectionParams> = async ({ locale, params }) => {
  const pageLocale = pageLocaleOf(locale);
  const section = await getHelpSection({ locale: pageLocale, slug: params?.sectionSlug ?? '' });
  if (!section) return { notFound: true, revalidate: HELP_NOT_FOUND_REVALIDATE_SECONDS };
  return { props: { ...(await serverSideTranslations(pageLocale, HELP_NAMESPACES)), section }, revalidate: HELP_REVALIDATE_SECONDS };
};

type ArticleParams = { sectionSlug: string; slug: string };

/* The default locale's articles are pre-rendered at build; other locales on first visit. */
export const getHelpArticleStaticPaths: GetStaticPaths<ArticleParams> = async ({ locales }) => {
  if (!(locales ?? [DEFAULT_LOCALE]).includes(DEFAULT_LOCALE)) return { paths: [], fallback: 'blocking' };
  const paths = await listHelpArticlePaths();
  return { paths: paths.map((path) => ({ params: { sectionSlug: path.sectionSlug, slug: path.slug }, locale: DEFAULT_LOCALE })), fallback: 'blocking' };
};

export const getHelpArticleStaticProps: GetStaticProps<HelpArticlePageData, ArticleParams> = async ({ locale, params }) => {
  const pageLocale = pageLocaleOf(locale);
  const article = await getHelpArticle({ locale: pageLocale, sectionSlug: params?.sectionSlug ?? '', slug: params?.slug ?? '' });
  if (!article) {
    // An article the editor moved answers 308 to its current address (decision 0037).
    const moved = await findArticleRedirect({ sectionSlug: params?.sectionSlug ?? '', slug: params?.slug ?? '' });
    if (moved) return { redirect: { destination: localizedPath(moved, pageLocale), permanent: true }, revalidate: HELP_NOT_FOUND_REVALIDATE_SECONDS };
    return { notFound: true, revalidate: HELP_NOT_FOUND_REVALIDATE_SECONDS };
  }
  return {
    props: { ...(await serverSideTranslations(pageLocale, HELP_NAMESPACES)), article: { ...article, updatedLabel: contentDateLabel(article.updatedAt, pageLocale) } },
    revalidate: HELP_REVALIDATE_SECONDS,
  };
};

type KeywordParams = { keyword: string };

export const getHelpSearchServerSideProps: GetServerSideProps<HelpSearchPageData, KeywordParams> = async ({ locale, params, res }) => {
  const pageLocale = pageLocaleOf(locale);
  const words = (params?.keyword ?? '').trim().slice(0, 100);
  const [translations, articles] = await Promise.all([serverSideTranslations(pageLocale, HELP_NAMESPACES), searchHelpArticles({ locale: pageLocale, words })]);
  res.setHeader('Cache-Control', HELP_SEARCH_CACHE_CONTROL);
  return { props: { ...translations, words, articles } };
};
