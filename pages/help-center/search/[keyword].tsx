import { HelpSearchView } from '@/components/help/help-views';
import type { HelpSearchPageData } from '@/lib/content/help-view';

export { getHelpSearchServerSideProps as getServerSideProps } from '@/server/pages/help-page-props';

export default function HelpSearchPage(props: HelpSearchPageData) {
  return <HelpSearchView {...props} />;
}
