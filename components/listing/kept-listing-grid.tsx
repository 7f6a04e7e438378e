import { LiveWhenNear, onDemandComponent } from '@/components/common/live-when-near';
import { serverListingGrid } from '@/components/listing/server-listing-grid';
import type { ListingProductGridProps } from './listing-product-grid';

const liveGrid = onDemandComponent<ListingProductGridProps>(() => import('./listing-product-grid').then((module) => module.ListingProductGrid));

/**
 * The pre-rendered page's product cards, kept as the server wrote them (decision 0062): 30 cards
 * of links that the browser neither needs code for nor hydrates. Their links still move
 * client-side (a quick view shallowly). Once the shopper filters, sorts or pages, the grid's
 * code (loaded while the page was idle) draws the new results.
 */
export function KeptListingGrid({ changed, ...props }: ListingProductGridProps & { changed: boolean }) {
  return <LiveWhenNear server={serverListingGrid} live={liveGrid} props={props} until="navigation" goLive={changed} />;
}
