import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';

/** The query string ("?a=b", or "") of an as-path such as "/fr-FR/office-chairs?colour=black#top". */
function searchOf(asPath: string): string {
  const path = asPath.split('#', 1)[0] ?? '';
  const at = path.indexOf('?');
  return at === -1 ? '' : path.slice(at);
}

/**
 * The query string in the address bar, or null until the router is ready. It follows the history
 * entries themselves: Back and Forward (popstate) and every entry the router writes (it announces
 * each with beforeHistoryChange). The router's own query is not enough on a slow phone: a push
 * that Back interrupted, or that a newer push cancelled, has already written its entry, and the
 * router's query can end up on another state than the address bar for good (decision 0027).
 */
export function useAddressSearch(ready: boolean): string | null {
  const { events } = useRouter();
  const [search, setSearch] = useState<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    const readAddressBar = () => setSearch(window.location.search);
    const readEntry = (as: string) => setSearch(searchOf(as));
    readAddressBar();
    window.addEventListener('popstate', readAddressBar);
    events.on('beforeHistoryChange', readEntry);
    return () => {
      window.removeEventListener('popstate', readAddressBar);
      events.off('beforeHistoryChange', readEntry);
    };
  }, [ready, events]);
  return search;
}
