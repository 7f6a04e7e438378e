import { HelpArticleView } from '@/components/help/help-article-view';
import type { HelpArticlePageData } from '@/lib/content/help-view';

export { getHelpArticleStaticPaths as getStaticPaths, getHelpArticleStaticProps as getStaticProps } from '@/server/pages/help-page-props';

export default function HelpArticlePage(props: HelpArticlePageData) {
  return <HelpArticleView {...props} />;
}
