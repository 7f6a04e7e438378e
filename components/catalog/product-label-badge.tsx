import { useTranslation } from '@/components/i18n/use-translation';

/** Labels worth a badge on a card, in priority order (label ids of spec §9). */
const BADGE_LABELS = [75, 91, 1, 101, 20] as const;

/** The label a card shows a badge for, if any. */
export function badgeLabelOf(labels: readonly number[]): number | undefined {
  return BADGE_LABELS.find((id) => labels.includes(id));
}

export function ProductLabelBadge({ labels }: { labels: number[] }) {
  const { t } = useTranslation('catalog');
  const label = badgeLabelOf(labels);
  if (label === undefined) return null;
  // Named classes (styles/catalog.css): the badge repeats on most cards of a listing.
  return <span className={label === 75 ? 'badge badge-sale' : 'badge'}>{t(`labels.${label}`)}</span>;
}
