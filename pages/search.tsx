import { SearchPageView } from '@/components/search/search-page-view';
import type { SearchPageProps } from '@/server/pages/search-page-props';

export { getSearchPageProps as getServerSideProps } from '@/server/pages/search-page-props';

export default function SearchPage(props: SearchPageProps) {
  return <SearchPageView state={props.state} result={props.result} />;
}
