import { useTranslation } from '@/components/i18n/use-translation';
import type { ReviewVideoItem } from '@/lib/contracts/catalog/reviews-schemas';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/*
 * A link, not an embedded player: a player would load a third party's scripts and cookies on
 * every product page for a video few shoppers open. The address is the canonical one the API
 * rebuilt, and nofollow/ugc mark it as the shopper's, not the store's.
 */
export function ReviewVideoLink({ video }: { video: ReviewVideoItem }) {
  const { t } = useTranslation('reviews');
  const label = video.kind === 'file' ? t('item.watchVideoFile') : t('item.watchVideo', { source: PROVIDER_NAMES[video.kind] });
  return (
    <p className="text-sm">
      <a
        href={video.url}
        target="_blank"
        rel="nofollow ugc noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 font-medium text-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      >
        <span aria-hidden="true">▶</span>
        {label}
        <span className="sr-only"> {t('item.newTab')}</span>
      </a>
    </p>
  );
}
