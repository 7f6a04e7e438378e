import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import type { LandingSummary } from '@/services/admin-landings-service';

function when(iso: string, locale: string | undefined): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
}

/** Published or not, unpublished changes, and who saved and published last, when. */
export function LandingState({ page }: { page: LandingSummary }) {
  const { t } = useTranslation('admin-landings');
  const { locale } = useRouter();
  const status = page.publishedAt === null ? 'unpublished' : page.hasUnpublishedChanges ? 'changed' : 'published';
  return (
    <div className="text-sm text-sand-700">
      <p>
        <span className="font-semibold text-sand-900">{t(`status.${status}`)}</span> · <span className="font-mono">{page.path}</span>
      </p>
      <p className="mt-1">{t('savedBy', { when: when(page.draftSavedAt, locale), who: page.draftSavedBy ?? t('seed') })}</p>
      {page.publishedAt && <p>{t('publishedBy', { when: when(page.publishedAt, locale), who: page.publishedBy ?? t('seed') })}</p>}
    </div>
  );
}
