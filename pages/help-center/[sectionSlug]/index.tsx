import { HelpSectionView } from '@/components/help/help-views';
import type { HelpSectionPageData } from '@/lib/content/help-view';

export { getHelpSectionStaticPaths as getStaticPaths, getHelpSectionStaticProps as getStaticProps } from '@/server/pages/help-page-props';

export default function HelpSectionPage(props: HelpSectionPageData) {
  return <HelpSectionView {...props} />;
}
