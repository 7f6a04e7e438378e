import { HelpIndexView } from '@/components/help/help-views';
import type { HelpIndexPageData } from '@/lib/content/help-view';

export { getHelpIndexStaticProps as getStaticProps } from '@/server/pages/help-page-props';

export default function HelpCenterPage(props: HelpIndexPageData) {
  return <HelpIndexView {...props} />;
}
