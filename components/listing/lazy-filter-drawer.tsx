import dynamic from 'next/dynamic';
import type { LazyDialog } from '@/components/common/use-lazy-dialog';
import type { ListingQuery } from '@/lib/catalog/listing-query';
import type { ListingFacetsData } from '@/lib/catalog/listing-types';

const loadDrawer = () => import('./filter-drawer').then((module) => module.FilterDrawer);
// The drawer (and Headless UI with it) loads when a shopper reaches for the filters button.
const FilterDrawer = dynamic(loadDrawer, { ssr: false });

/** Starts loading the drawer's code (pointer down or focus on the filters button). */
export const prepareFilterDrawer = (): void => void loadDrawer();

interface LazyFilterDrawerProps {
  dialog: LazyDialog;
  facets: ListingFacetsData | null | undefined;
  query: ListingQuery;
  totalItems: number | null;
  onChange(query: ListingQuery): void;
}

/** The filters drawer of category and search pages, mounted from its first opening on. */
export function LazyFilterDrawer({ dialog, facets, ...props }: LazyFilterDrawerProps) {
  return dialog.requested && facets ? <FilterDrawer open={dialog.open} onClose={dialog.close} facets={facets} {...props} /> : null;
}
