import { useId } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { REVIEW_FILTERS, type ReviewFilter, type ReviewSort } from '@/lib/constants/review-options';

interface ReviewControlsProps {
  sort: ReviewSort;
  filter: ReviewFilter;
  onChange: (next: { sort: ReviewSort; filter: ReviewFilter }) => void;
}

const selectClass = 'review-select';

/** Spec §9 sort (top, latest) and filter (All, WithImages). */
export function ReviewControls({ sort, filter, onChange }: ReviewControlsProps) {
  const { t } = useTranslation('reviews');
  const id = useId();
  return (
    <div role="group" aria-label={t('controls.label')} className="flex flex-wrap items-center gap-x-5 gap-y-3">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-sort`} className="text-sm text-ink-muted">
          {t('controls.sort')}
        </label>
        <select id={`${id}-sort`} value={sort} onChange={(event) => onChange({ sort: event.target.value as ReviewSort, filter })} className={selectClass}>
          <option value="top">{t('controls.sortTop')}</option>
          <option value="latest">{t('controls.sortLatest')}</option>
        </select>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-filter`} className="text-sm text-ink-muted">
          {t('controls.filter')}
        </label>
        <select id={`${id}-filter`} value={filter} onChange={(event) => onChange({ sort, filter: event.target.value as ReviewFilter })} className={selectClass}>
          {REVIEW_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(value === 'All' ? 'controls.filterAll' : 'controls.filterWithImages')}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
