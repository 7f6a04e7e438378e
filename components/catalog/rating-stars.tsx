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
    <div className="stars-row">
      <span
        role="img"
        aria-label={t('rating.label', { rating: rating.toFixed(1), count })}
        className="stars"
      >
        ★★★★★
        <span className="stars-fill" style={{ width: `${percent}%` }} aria-hidden="true">
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true">({count})</span>
    </div>
  );
}
