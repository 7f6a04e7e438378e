import { useTranslation } from '@/components/i18n/use-translation';
import { ProductThumbnail } from '@/components/catalog/product-thumbnail';
import { CompoundWords } from '@/components/common/compound-words';

export interface SummaryLine {
  key: string | number;
  name: string;
  imageKey: string;
  details: string[];
  quantity: number;
  lineTotal: number;
}

/** The lines of a cart or an order: picture, name, options, quantity, line total. */
export function SummaryLines({ lines, money, label }: { lines: readonly SummaryLine[]; money(minor: number): string; label: string }) {
  const { t } = useTranslation('checkout');
  return (
    <ul className="divide-y divide-line" aria-label={label}>
      {lines.map((line) => (
        <li key={line.key} className="flex gap-3 py-3">
          <div className="relative size-16 shrink-0 overflow-hidden rounded-lg bg-canvas">
            {line.imageKey ? <ProductThumbnail imageKey={line.imageKey} sizes="64px" /> : null}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
            <span className="font-medium wrap-break-word text-ink">
              <CompoundWords text={line.name} />
            </span>
            {line.details.length > 0 ? <span className="text-ink-muted">{line.details.join(' · ')}</span> : null}
            <span className="text-ink-muted">{t('summary.quantity', { count: line.quantity })}</span>
          </div>
          <span className="text-sm font-medium text-ink tabular-nums">{money(line.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
