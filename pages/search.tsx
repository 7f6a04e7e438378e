import { useMemo } from 'react';
import { SearchPageView } from '@/components/search/search-page-view';
import { unpackListing } from '@/lib/catalog/packed-listing';
import type { SearchResultData } from '@/lib/search/search-types';
import type { SearchPageProps } from '@/server/pages/search-page-props';

export { getSearchPageProps as getServerSideProps } from '@/server/pages/search-page-props';

export default function SearchPage(props: SearchPageProps) {
  const { result: packed, kept } = props;
  // No rows in the first document: its grid is the server's kept markup (decision 0063).
  const result = useMemo(() => (packed ? unpackListing<SearchResultData>(packed, kept) : null), [packed, kept]);
  return <SearchPageView state={props.state} result={result} />;
}
