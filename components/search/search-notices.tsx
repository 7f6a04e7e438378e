import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { emptySearchPageState, searchHref } from '@/lib/search/search-page-query';
import type { SearchResultData } from '@/lib/search/search-types';

/** What the page says about the words it searched: corrected, a better spelling, similar names. */
export function SearchNotices({ result }: { result: SearchResultData }) {
  const { t } = useTranslation('search');
  if (result.match === 'corrected' && result.correctedQuery) {
    return (
      <p className="mt-3 text-ink-muted">
        {t('notice.noResultsFor', { query: result.query })}{' '}
        {t('notice.showingFor')} <strong className="font-semibold text-ink">{result.correctedQuery}</strong>.
      </p>
    );
  }
  if (result.match === 'similar') return <p className="mt-3 text-ink-muted">{t('notice.similar', { query: result.query })}</p>;
  if (result.didYouMean) {
    return (
      <p className="mt-3 text-ink-muted">
        {t('notice.didYouMean')}{' '}
        <Link href={searchHref(emptySearchPageState(result.didYouMean))} className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800">
          {result.didYouMean}
        </Link>
        ?
      </p>
    );
  }
  return null;
}
