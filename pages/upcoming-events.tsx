import { LandingPageView } from '@/components/landings/landing-page-view';
import type { LandingPageData } from '@/lib/content/landing-view';
import { landingStaticProps } from '@/server/pages/landing-page-props';

/** /upcoming-events: composed of the content blocks stored in the database (decision 0036). */
export default function UpcomingEventsPage(props: LandingPageData) {
  return <LandingPageView {...props} />;
}

export const getStaticProps = landingStaticProps('/upcoming-events');
