import type { ComponentProps } from 'react';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { ChevronLeftIcon } from '@/components/icons/chevron-left-icon';
import { ChevronRightIcon } from '@/components/icons/chevron-right-icon';

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

/** What a page's link needs besides its label and looks: where it goes and how it is routed. */
export type PageLinkTarget = Pick<ComponentProps<typeof Link>, 'href' | 'as' | 'shallow' | 'scroll' | 'onClick'>;

interface PageLinksProps {
  /** The page asked for (a page past the last shows the last as current). */
  page: number;
  totalPages: number;
  linkTo(page: number): PageLinkTarget;
}

/**
 * The pagination of category and search pages: real links (crawlable, they open in a new tab),
 * previous and next arrows and a window of page numbers. Nothing when there is one page.
 */
export function PageLinks({ page, totalPages, linkTo }: PageLinksProps) {
  const { t } = useTranslation('listing');
  if (totalPages <= 1) return null;
  const current = Math.min(page, totalPages);
  const arrow = 'inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold text-ink hover:bg-canvas';
  return (
    <nav aria-label={t('pagination.label')} className="mt-14 flex flex-col items-center gap-4">
      <p className="text-sm text-ink-muted">{t('pagination.status', { page: current, total: totalPages })}</p>
      <div className="flex items-center gap-1">
        {current > 1 ? (
          <Link {...linkTo(current - 1)} rel="prev" aria-label={t('pagination.previousLabel')} className={arrow}>
            <ChevronLeftIcon className="size-4" />
            <span className="hidden sm:inline">{t('pagination.previous')}</span>
          </Link>
        ) : null}
        <ol className="flex items-center gap-1">
          {pageWindow(current, totalPages).map((number, index) =>
            number === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
                …
              </li>
            ) : (
              <li key={number}>
                <Link
                  {...linkTo(number)}
                  aria-label={t('pagination.pageLabel', { page: number })}
                  aria-current={number === current ? 'page' : undefined}
                  className={clsx(
                    'inline-flex size-11 items-center justify-center rounded-full text-sm font-medium tabular-nums',
                    number === current ? 'bg-ink text-white' : 'text-ink hover:bg-canvas',
                  )}
                >
                  {number}
                </Link>
              </li>
            ),
          )}
        </ol>
        {current < totalPages ? (
          <Link {...linkTo(current + 1)} rel="next" aria-label={t('pagination.nextLabel')} className={arrow}>
            <span className="hidden sm:inline">{t('pagination.next')}</span>
            <ChevronRightIcon className="size-4" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
