import { useState } from 'react';
import { LiveWhenNear, onDemandComponent } from '@/components/common/live-when-near';
import { serverSearchGrid } from '@/components/search/server-search-grid';
import type { SearchResultData } from '@/lib/search/search-types';
import type { SearchResultsGridProps } from './search-results-grid';

const liveGrid = onDemandComponent<SearchResultsGridProps>(() => import('./search-results-grid').then((module) => module.SearchResultsGrid));

/**
 * The results the server rendered, kept as it wrote them (decision 0062), as on category pages.
 * Every other search, filter, sort or page comes as new props: the grid's code (loaded while the
 * page was idle) draws those.
 */
export function KeptSearchGrid({ result, ...props }: SearchResultsGridProps & { result: SearchResultData }) {
  const [rendered] = useState(result);
  return <LiveWhenNear server={serverSearchGrid} live={liveGrid} props={props} until="navigation" goLive={result !== rendered} />;
}
