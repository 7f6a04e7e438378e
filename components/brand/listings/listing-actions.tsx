import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { FormFeedback } from '@/components/brand/profile/form-feedback';
import { useSaveAction } from '@/components/brand/profile/use-save-action';
import type { ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { ListingStatusBadge } from './listing-status-badge';

interface ListingActionsProps {
  brandId: number;
  listing: ListingView;
  readOnly: boolean;
  onChanged: (next: ListingView) => void;
}

/** Where the listing stands (with an operator's reason when refused) and what the brand can do next. */
export function ListingActions({ brandId, listing, readOnly, onChanged }: ListingActionsProps) {
  const { t } = useTranslation('brand-listings');
  const router = useRouter();
  const action = useSaveAction(t('actions.failed'));
  const api = () => import('@/services/brand-listings-service');
  const run = (name: 'publish' | 'unpublish' | 'duplicate') =>
    action.run(async () => {
      const next = await (await api()).listingAction(brandId, listing.id, name);
      if (name === 'duplicate') {
        await router.push(`/brand/listings/${next.id}`);
        return null;
      }
      onChanged(next);
      return t(`actions.done.${next.status}`);
    });
  const canPublish = listing.status === 'draft' || listing.status === 'refused' || listing.status === 'unpublished';
  const canUnpublish = listing.status === 'published' || listing.status === 'pending';

  return (
    <section aria-label={t('actions.label')} className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-5 md:p-6" data-testid="listing-actions">
      <div className="flex flex-wrap items-center gap-3">
        <ListingStatusBadge status={listing.status} />
        <p className="text-sm text-sand-700">{t(`actions.explain.${listing.status}`)}</p>
      </div>
      {listing.status === 'refused' && listing.refusal_reason ? (
        <div className="rounded-lg border border-red-300 bg-red-50 p-3 text-sand-900">
          <p className="text-sm font-semibold">{t('actions.refusedBecause')}</p>
          <p className="mt-1 text-sm whitespace-pre-line">{listing.refusal_reason}</p>
        </div>
      ) : null}
      {listing.product_url ? (
        <Link href={listing.product_url} className="text-sm font-semibold text-accent-700 underline">
          {t('actions.view')}
        </Link>
      ) : null}
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          {canPublish ? (
            <button type="button" className="btn-primary min-h-11" disabled={action.saving} onClick={() => void run('publish')}>
              {listing.state === 'approved' ? t('actions.republish') : t('actions.publish')}
            </button>
          ) : null}
          {canUnpublish ? (
            <button type="button" className="btn-secondary min-h-11" disabled={action.saving} onClick={() => void run('unpublish')}>
              {listing.status === 'pending' ? t('actions.withdraw') : t('actions.unpublish')}
            </button>
          ) : null}
          <button type="button" className="btn-secondary min-h-11" disabled={action.saving} onClick={() => void run('duplicate')}>
            {t('actions.duplicate')}
          </button>
        </div>
      )}
      <FormFeedback error={action.error} success={action.success} />
    </section>
  );
}
