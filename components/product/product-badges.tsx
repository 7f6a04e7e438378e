import { LABEL, isLabelId } from '@/lib/constants/labels';
import { useProductT } from './product-translation';

/* Deals read in the sale colour; everything else is a quiet chip. */
const SALE_LABELS: ReadonlySet<number> = new Set([LABEL.SPECIAL_DEAL, LABEL.APRIL10, LABEL.AUTO_5OFF]);

/** Every known label of the product (spec §9 ids) as a badge, in id order. */
export function ProductBadges({ labels }: { labels: readonly number[] }) {
  const t = useProductT();
  const known = labels.filter(isLabelId);
  if (known.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('labels.title')}>
      {known.map((id) => (
        <li
          key={id}
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${SALE_LABELS.has(id) ? 'bg-danger-50 text-sale' : 'bg-sand-100 text-sand-700'}`}
        >
          {t(`labels.${id}`)}
        </li>
      ))}
    </ul>
  );
}
