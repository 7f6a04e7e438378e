import { useTranslation } from '@/components/i18n/use-translation';

/** Labels worth a badge on a card, in priority order (label ids of spec §9). */
const BADGE_LABELS = [75, 91, 1, 101, 20] as const;

export function ProductLabelBadge({ labels }: { labels: number[] }) {
  const { t } = useTranslation('catalog');
  const label = BADGE_LABELS.find((id) => labels.includes(id));
  if (label === undefined) return null;
  const tone = label === 75 ? 'bg-sale text-white' : 'bg-surface text-ink';
  return <span className={`rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ${tone}`}>{t(`labels.${label}`)}</span>;
}
