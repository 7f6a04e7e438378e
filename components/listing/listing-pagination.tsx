import { PageLinks } from '@/components/catalog/page-links';
import { setPage, type ListingQuery } from '@/lib/catalog/listing-query';
import type { ListingLocation } from './use-listing-query';

export { pageWindow } from '@/components/catalog/page-links';

interface ListingPaginationProps {
  query: ListingQuery;
  totalPages: number;
  linkTo: ListingLocation['linkTo'];
  onNavigate(): void;
}

/** Routed shallowly like every listing change; the page keeps its scroll until the results arrive. */
export function ListingPagination({ query, totalPages, linkTo, onNavigate }: ListingPaginationProps) {
  return (
    <PageLinks
      page={query.page}
      totalPages={totalPages}
      linkTo={(page) => ({ ...linkTo(setPage(query, page)), shallow: true, scroll: false, onClick: onNavigate })}
    />
  );
}
