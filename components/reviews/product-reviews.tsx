import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { DEFAULT_REVIEW_FILTER, DEFAULT_REVIEW_SORT, type ReviewFilter, type ReviewSort } from '@/lib/constants/review-options';
import { REVIEW_PAGE_SIZE } from '@/lib/reviews/review-limits';
import type { ProductReviewsPreview } from '@/lib/contracts/catalog/reviews-schemas';
import { useReviewPage, type ReviewListParams } from '@/services/reviews-service';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';
import { ReviewControls } from './review-controls';
import { useMyProductReview } from './use-my-product-review';
import { WriteReviewArea } from './write-review-area';

interface ProductReviewsProps {
  preview: ProductReviewsPreview;
}

/**
 * The reviews section of a product page. The summary and the first page come with the cached
 * page; other sorts, filters and pages load from the API, and what concerns the signed-in
 * shopper (may they write, what did they vote) loads after the page is shown.
 */
export function ProductReviews({ preview }: ProductReviewsProps) {
  const { t } = useTranslation('reviews');
  const code = preview.productCode;
  const [view, setView] = useState<{ sort: ReviewSort; filter: ReviewFilter; page: number }>({ sort: DEFAULT_REVIEW_SORT, filter: DEFAULT_REVIEW_FILTER, page: 1 });
  const isFirstView = view.sort === DEFAULT_REVIEW_SORT && view.filter === DEFAULT_REVIEW_FILTER && view.page === 1;
  const params: ReviewListParams = { sort: view.sort, filter: view.filter, page: view.page, per_page: REVIEW_PAGE_SIZE };
  const { data, failed, isLoading, refresh: retry, source } = useReviewPage(code, params, { isFirstView, page: preview.page });
  const { state, refresh, source: mineSource } = useMyProductReview(code);
  const mine = state.kind === 'known' ? state.mine : null;
  const page = data ?? (isFirstView ? preview.page : undefined);

  const changePage = (next: number) => {
    setView({ ...view, page: next });
    document.getElementById('reviews-list')?.focus();
  };

  return (
    <section aria-labelledby="reviews-heading" className="mt-10 grid grid-cols-1 gap-8 border-t border-line pt-8 md:mt-14 md:pt-10 lg:grid-cols-12 lg:gap-12">
      {source}
      {mineSource}
      <div className="flex flex-col gap-6 lg:col-span-4">
        <h2 id="reviews-heading" className="text-xl font-semibold tracking-tight text-ink md:text-2xl">
          {t('heading')}
        </h2>
        <RatingSummary summary={preview.summary} />
      </div>
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-8">
        <WriteReviewArea productCode={code} state={state} onWritten={refresh} />
        {preview.summary.written_count > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-ink">{t('list.count', { count: page?.total ?? preview.summary.written_count })}</p>
            <ReviewControls sort={view.sort} filter={view.filter} onChange={(next) => setView({ ...next, page: 1 })} />
          </div>
        ) : null}
        <div id="reviews-list" tabIndex={-1} aria-busy={isLoading} className="focus:outline-none">
          {failed && !page ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink">
              {t('list.error')}
              <button type="button" className="btn-secondary" onClick={() => void retry()}>
                {t('list.retry')}
              </button>
            </div>
          ) : !page ? (
            <p role="status" className="text-sm text-ink-muted">
              {t('list.loading')}
            </p>
          ) : page.items.length === 0 ? (
            <p className="text-sm text-ink-muted">{view.filter === 'WithImages' ? t('list.emptyWithImages') : t('list.empty')}</p>
          ) : (
            <div className="flex flex-col">
              {page.items.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  voted={mine?.voted_review_ids.includes(review.id) ?? false}
                  isOwn={mine?.own_review?.id === review.id}
                  dateLabel={preview.dateLabels?.[review.id]}
                />
              ))}
            </div>
          )}
        </div>
        {page && page.total_pages > 1 ? (
          <nav aria-label={t('list.pagination')} className="flex items-center justify-between gap-3 border-t border-line pt-5">
            <button type="button" className="btn-secondary" disabled={view.page <= 1} onClick={() => changePage(view.page - 1)}>
              {t('list.previous')}
            </button>
            <span className="text-sm text-ink-muted">{t('list.pageOf', { page: view.page, pages: page.total_pages })}</span>
            <button type="button" className="btn-secondary" disabled={view.page >= page.total_pages} onClick={() => changePage(view.page + 1)}>
              {t('list.next')}
            </button>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
