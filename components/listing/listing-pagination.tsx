import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { setPage, type ListingQuery } from '@/lib/catalog/listing-query';
import type { ListingLocation } from './use-listing-query';

/** Page numbers to show: first, last, and two either side of the current one, with gaps. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) result.push(page - previous === 2 ? page - 1 : 'gap');
    result.push(page);
  });
  return result;
}

interface ListingPaginationProps {
  query: ListingQuery;
  totalPages: number;
  linkTo: ListingLocation['linkTo'];
  onNavigate(): void;
}

/** Real links (crawlable, open in a new tab), routed shallowly like every listing change. */
export function ListingPagination({ query, totalPages, linkTo, onNavigate }: ListingPaginationProps) {
  const { t } = useTranslation('listing');
  if (totalPages <= 1) return null;
  const current = Math.min(query.page, totalPages);
  const link = (page: number) => linkTo(setPage(query, page));
  const arrow = 'inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold text-ink hover:bg-canvas';
  return (
    <nav aria-label={t('pagination.label')} className="mt-14 flex flex-col items-center gap-4">
      <p className="text-sm text-ink-muted">{t('pagination.status', { page: current, total: totalPages })}</p>
      <div className="flex items-center gap-1">
        {current > 1 ? (
          <Link {...link(current - 1)} shallow scroll={false} onClick={onNavigate} rel="prev" aria-label={t('pagination.previousLabel')} className={arrow}>
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
                  {...link(page)}
                  shallow
                  scroll={false}
                  onClick={onNavigate}
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
          <Link {...link(current + 1)} shallow scroll={false} onClick={onNavigate} rel="next" aria-label={t('pagination.nextLabel')} className={arrow}>
            <span className="hidden sm:inline">{t('pagination.next')}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
