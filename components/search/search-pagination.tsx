import { PageLinks } from '@/components/catalog/page-links';
import type { SearchPageState } from '@/lib/search/search-page-query';

interface SearchPaginationProps {
  state: SearchPageState;
  totalPages: number;
  href(next: SearchPageState): string;
}

/** Each page of results as a plain link to its search URL. */
export function SearchPagination({ state, totalPages, href }: SearchPaginationProps) {
  return <PageLinks page={state.page} totalPages={totalPages} linkTo={(page) => ({ href: href({ ...state, page }) })} />;
}
