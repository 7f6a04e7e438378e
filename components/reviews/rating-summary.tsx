import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { formatFixed } from '@/lib/format/store-locale-numbers';
import type { RatingSummary as Summary } from '@/lib/contracts/catalog/reviews-schemas';
import { ReviewStars } from './review-stars';

const STARS_DOWN = [5, 4, 3, 2, 1] as const;

/** The average, the number of ratings and how many gave each number of stars. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('reviews');
  const { locale } = useRouter();
  const total = Object.values(summary.histogram).reduce((sum, count) => sum + count, 0);
  if (summary.review_count === 0) return <p className="text-ink-muted">{t('summary.none')}</p>;
  const rating = formatFixed(summary.rating_average, 1, locale);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <p className="text-5xl font-semibold tracking-tight text-ink" aria-hidden="true">
          {rating}
        </p>
        <div className="flex flex-col gap-1">
          <ReviewStars rating={summary.rating_average} label={t('summary.starsLabel', { rating })} size="lg" />
          <p className="text-sm text-ink-muted">{t('summary.basedOn', { count: summary.review_count })}</p>
        </div>
      </div>
      <div>
        <h3 id="review-histogram" className="sr-only">
          {t('summary.histogram')}
        </h3>
        <ul className="flex flex-col gap-2" aria-labelledby="review-histogram">
          {STARS_DOWN.map((star) => {
            const count = summary.histogram[String(star) as keyof Summary['histogram']];
            const percent = total === 0 ? 0 : Math.round((count / total) * 100);
            return (
              <li key={star} className="histogram-row">
                <span>{t('summary.starRow', { count: star })}</span>
                <span className="histogram-bar" aria-hidden="true">
                  <span style={{ width: `${percent}%` }} />
                </span>
                <span className="histogram-share">{t('summary.starShare', { count, percent })}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
