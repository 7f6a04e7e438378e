import type { ComponentProps } from 'react';
import { LiveWhenNear, onDemandComponent } from '@/components/common/live-when-near';
import { serverListingHeader } from '@/components/listing/server-listing-header';
import type { ListingHeader } from './listing-header';

type ListingHeaderProps = ComponentProps<typeof ListingHeader>;

const liveHeader = onDemandComponent<ListingHeaderProps>(() => import('./listing-header').then((module) => module.ListingHeader));

/**
 * A listing's trail, title, words, picture and highlights: text and links, the same for the
 * page's whole life. The page keeps the server's markup; the header's code (and its icons) load
 * for a client-side move to another listing (decision 0062).
 */
export function KeptListingHeader(props: ListingHeaderProps) {
  return <LiveWhenNear server={serverListingHeader} live={liveHeader} props={props} until="navigation" />;
}
