import type { InitialTranslations } from '@/lib/i18n/translate';

/*
 * Page data that only kept server markup renders (decision 0063): a listing's product rows, which
 * the kept grid (decision 0062) shows as the server wrote them and the browser never draws from
 * this data on the document the server sent.
 *
 * A page puts such data under `kept` in its props. The server renders with it; the document
 * leaves it out of the HTML's inline page data (`__NEXT_DATA__`), so the browser neither
 * downloads nor parses it twice. A client-side navigation's page data (`/_next/data/…`) carries
 * it, because there the browser renders the part itself. So a page component must read `kept`
 * only inside a kept part's props, and treat it as absent on the first document.
 */
export const KEPT_PAGE_DATA_KEY = 'kept';

/**
 * Translation namespaces that only kept parts use (a product's reviews) go under
 * `kept.translations`, in `_nextI18Next.initialI18nStore`'s shape: the server renders with them and
 * the app adds them after a client-side navigation; on the first document the part loads them on
 * demand when it goes live (decision 0065).
 */
export interface KeptTranslations {
  translations?: InitialTranslations;
}

export interface WithKeptPageData<T> {
  /** On the server and after a client-side navigation; absent in the first document. */
  kept?: T;
}

interface PageDataLike {
  props?: { pageProps?: unknown } & Record<string, unknown>;
}

/**
 * `__NEXT_DATA__` as the first document writes it: without the page's kept data. It replaces
 * `props` rather than editing it, because the same props object is the page's data for
 * client-side navigations (and ISR's cached JSON).
 */
export function leaveOutKeptPageData(data: PageDataLike): void {
  const pageProps = data.props?.pageProps;
  if (typeof pageProps !== 'object' || pageProps === null || !(KEPT_PAGE_DATA_KEY in pageProps)) return;
  const { [KEPT_PAGE_DATA_KEY]: _kept, ...rest } = pageProps as Record<string, unknown>;
  data.props = { ...data.props, pageProps: rest };
}
