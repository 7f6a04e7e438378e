import { LiveWhenNear, onDemandComponent } from '@/components/common/live-when-near';
import { serverHomeSections, serverHomeShelves } from '@/components/home/server-home-sections';
import type { HomeSectionsProps, HomeShelvesProps } from './home-sections';

const liveSections = onDemandComponent<HomeSectionsProps>(() => import('./home-sections').then((module) => module.HomeSections));
const liveShelves = onDemandComponent<HomeShelvesProps>(() => import('./home-sections').then((module) => module.HomeShelves));

/*
 * The home page's value promises, category tiles and shelves have nothing but links: the page
 * keeps the server's markup and does not hydrate it; their code loads for a client-side move back
 * to the home page (decision 0062).
 */
export function KeptHomeSections(props: HomeSectionsProps) {
  return <LiveWhenNear server={serverHomeSections} live={liveSections} props={props} until="navigation" />;
}

export function KeptHomeShelves(props: HomeShelvesProps) {
  return <LiveWhenNear server={serverHomeShelves} live={liveShelves} props={props} until="navigation" />;
}
