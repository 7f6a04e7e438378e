import { useMemo } from 'react';
import { SearchPageView } from '@/components/search/search-page-view';
import { unpackListing } from '@/lib/catalog/packed-listing';
import type { SearchResultData } from '@/lib/search/search-types';
import type { SearchPageProps } from '@/server/pages/search-page-props';

export { getSearchPageProps as getServerSideProps } from '@/server/pages/search-page-props';

export default function SearchPage(props: SearchPageProps) {
  const packed = props.result;
  const result = useMemo((): SearchResultData | null => (packed ? unpackListing<SearchResultData>(packed) : null), [packed]);
  return <SearchPageView state={props.state} result={result} />;
}
