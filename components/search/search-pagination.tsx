import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { pageWindow } from '@/components/listing/listing-pagination';
import type { SearchPageState } from '@/lib/search/search-page-query';

interface SearchPaginationProps {
  state: SearchPageState;
  totalPages: number;
  href(next: SearchPageState): string;
}

/** Real links to each page of results (they open in a new tab too), as on category pages. */
export function SearchPagination({ state, totalPages, href }: SearchPaginationProps) {
  const { t } = useTranslation('listing');
  if (totalPages <= 1) return null;
  const current = Math.min(state.page, totalPages);
  const link = (page: number) => href({ ...state, page });
  const arrow = 'inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold text-ink hover:bg-canvas';
  return (
    <nav aria-label={t('pagination.label')} className="mt-14 flex flex-col items-center gap-4">
      <p className="text-sm text-ink-muted">{t('pagination.status', { page: current, total: totalPages })}</p>
      <div className="flex items-center gap-1">
        {current > 1 ? (
          <Link href={link(current - 1)} rel="prev" aria-label={t('pagination.previousLabel')} className={arrow}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('pagination.previous')}</span>
          </Link>
        ) : null}
        <ol className="flex items-center gap-1">
          {pageWindow(current, totalPages).map((page, index) =>
            page === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
                …
              </li>
            ) : (
              <li key={page}>
                <Link
                  href={link(page)}
                  aria-label={t('pagination.pageLabel', { page })}
                  aria-current={page === current ? 'page' : undefined}
                  className={clsx(
                    'inline-flex size-11 items-center justify-center rounded-full text-sm font-medium tabular-nums',
                    page === current ? 'bg-ink text-white' : 'text-ink hover:bg-canvas',
                  )}
                >
                  {page}
                </Link>
              </li>
            ),
          )}
        </ol>
        {current < totalPages ? (
          <Link href={link(current + 1)} rel="next" aria-label={t('pagination.nextLabel')} className={arrow}>
            <span className="hidden sm:inline">{t('pagination.next')}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
