import { useTranslation } from '@/components/i18n/use-translation';

interface RatingStarsProps {
  rating: number;
  count: number;
}

/** Five stars filled to the average, with the count; the label carries the numbers for screen readers. */
export function RatingStars({ rating, count }: RatingStarsProps) {
  const { t } = useTranslation('catalog');
  // One decimal: 4.58 / 5 is 91.60000000000001 in floating point, written out on every card.
  const percent = Math.round(Math.max(0, Math.min(100, (rating / 5) * 100)) * 10) / 10;
  return (
    <div className="stars-row">
      <span
        role="img"
        aria-label={t('rating.label', { rating: rating.toFixed(1), count })}
        className="stars"
      >
        {/* The five stars are drawn by the classes' ::before (styles/catalog.css), not written on every card;
            inside role="img" the empty span is presentational, so it needs no aria-hidden of its own. */}
        <span className="stars-fill" style={{ width: `${percent}%` }} />
      </span>
      <span aria-hidden="true">{`(${count})`}</span>
    </div>
  );
}
