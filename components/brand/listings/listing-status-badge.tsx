import clsx from 'clsx';
import { useTranslation } from '@/components/i18n/use-translation';
import type { ListingStatus } from '@/lib/catalog/listing-rules';

const TONE: Record<ListingStatus, string> = {
  draft: 'border-sand-300 bg-sand-50 text-sand-800',
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  refused: 'border-red-300 bg-red-50 text-red-900',
  published: 'border-green-300 bg-green-50 text-green-900',
  unpublished: 'border-sand-300 bg-white text-sand-800',
};

/** A listing's status in words (never by colour alone). */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('brand-listings');
  return <span className={clsx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONE[status])}>{t(`status.${status}`)}</span>;
}
