import { useTranslation } from '@/components/i18n/use-translation';

interface RatingStarsProps {
  rating: number;
  count: number;
}

/** Five stars filled to the average, with the count; the label carries the numbers for screen readers. */
export function RatingStars({ rating, count }: RatingStarsProps) {
  const { t } = useTranslation('catalog');
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <div className="flex items-center gap-1.5 text-sm text-ink-muted">
      <span
        role="img"
        aria-label={t('rating.label', { rating: rating.toFixed(1), count })}
        className="relative inline-block leading-none tracking-[0.1em] text-line-strong"
      >
        ★★★★★
        <span className="absolute inset-0 overflow-hidden text-star" style={{ width: `${percent}%` }} aria-hidden="true">
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true">({count})</span>
    </div>
  );
}
