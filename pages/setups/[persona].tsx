import { LandingPageView } from '@/components/landings/landing-page-view';
import type { LandingPageData } from '@/lib/content/landing-view';

export { getPersonaStaticPaths as getStaticPaths, getPersonaStaticProps as getStaticProps } from '@/server/pages/landing-page-props';

/** /setups/{persona}: the persona pages (standing desk for designers, gaming setup...), from the database (decision 0036). */
export default function PersonaPage(props: LandingPageData) {
  return <LandingPageView {...props} />;
}
