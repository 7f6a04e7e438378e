import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { languageOfLocale, isLocale } from '@/lib/i18n/locales';
import { languageNameIn } from '@/lib/i18n/language-names';
import type { ReviewItem } from '@/lib/contracts/catalog/reviews-schemas';
import { apiAssetUrl, thumbUrl } from '@/services/reviews-service';
import { ReviewDate } from './review-date';
import { ReviewStars } from './review-stars';
import { ReviewVideoLink } from './review-video-link';
import { UsefulButton } from './useful-button';

const THUMB_SIDE = 96;

interface ReviewCardProps {
  review: ReviewItem;
  voted: boolean;
  isOwn: boolean;
  /** The calendar day as the server wrote it into the cached page (ReviewDate). */
  dateLabel?: string;
}

export function ReviewCard({ review, voted, isOwn, dateLabel }: ReviewCardProps) {
  const { t } = useTranslation('reviews');
  const { locale } = useRouter();
  const pageLanguage = isLocale(locale) ? languageOfLocale(locale) : 'en';
  const titleId = `review-${review.id}-title`;
  return (
    <article aria-labelledby={titleId} className="review-card">
      <div className="review-meta">
        <ReviewStars rating={review.rating} label={t('summary.starsLabel', { rating: review.rating })} />
        {review.is_verified_purchase ? (
          <span className="verified-badge">
            <span aria-hidden="true">✓</span>
            {t('item.verified')}
          </span>
        ) : null}
      </div>
      <h3 id={titleId} lang={review.language} className="review-title">
        {review.title}
      </h3>
      <p className="text-sm text-ink-muted">
        {/* Whole strings: React marks each boundary between two text nodes with a comment. */}
        {`${review.author_name || t('item.anonymous')} · `}
        <ReviewDate iso={review.date_created} locale={locale} label={dateLabel} />
        {review.language !== pageLanguage ? ` · ${t('item.writtenIn', { language: languageNameIn(review.language, locale) })}` : null}
      </p>
      <p lang={review.language} className="review-body">
        {review.body}
      </p>
      {review.images.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('item.photos')}>
          {review.images.map((image, index) => {
            const scale = Math.min(1, THUMB_SIDE / Math.max(image.width, image.height));
            return (
              <li key={image.id}>
                <a
                  href={apiAssetUrl(image.url)}
                  target="_blank"
                  rel="noopener"
                  className="review-photo"
                  aria-label={t('item.openPhoto', { number: index + 1 })}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a photo shoppers uploaded, served at its one thumbnail size */}
                  <img
                    src={thumbUrl(image.url)}
                    alt={t('item.photoAlt', { number: index + 1, title: review.title })}
                    width={Math.max(1, Math.round(image.width * scale))}
                    height={Math.max(1, Math.round(image.height * scale))}
                    loading="lazy"
                    decoding="async"
                    className="h-24 w-auto object-cover"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      {review.video ? <ReviewVideoLink video={review.video} /> : null}
      <UsefulButton reviewId={review.id} usefulNum={review.useful_num} voted={voted} isOwn={isOwn} />
    </article>
  );
}
