import { useRouter } from 'next/router';
import { formatMinorUnits } from '@/lib/format/format-price';
import { tierRows, type PriceTier, type TierRow } from '@/lib/product/tier-pricing';
import { useProductT } from './product-translation';

interface TierPriceTableProps {
  /** The variant's price of one unit, before any tier. */
  unitAmount: number;
  currency: string;
  tiers: readonly PriceTier[];
  quantity: number;
  /** Picks the first quantity of a tier. */
  onPickQuantity(quantity: number): void;
  maxQuantity: number;
}

/** Buy more, save more: each quantity band with the price of one unit it gives. */
export function TierPriceTable({ unitAmount, currency, tiers, quantity, onPickQuantity, maxQuantity }: TierPriceTableProps) {
  const t = useProductT();
  const { locale } = useRouter();
  const rows = tierRows(unitAmount, tiers);
  if (rows.length === 0) return null;
  const bandLabel = (row: TierRow) =>
    row.maxQuantity === null
      ? t('tiers.orMore', { min: row.minQuantity })
      : row.maxQuantity === row.minQuantity
        ? String(row.minQuantity)
        : t('tiers.range', { min: row.minQuantity, max: row.maxQuantity });
  return (
    <section aria-labelledby="tier-title" className="rounded-2xl border border-line p-4 sm:p-5" data-testid="tier-table">
      <h2 id="tier-title" className="text-sm font-semibold text-ink">
        {t('tiers.title')}
      </h2>
      <p className="mt-0.5 text-xs text-ink-muted">{t('tiers.subtitle')}</p>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="text-start text-xs text-ink-muted">
            <th scope="col" className="pb-2 text-start font-medium">{t('tiers.quantity')}</th>
            <th scope="col" className="pb-2 text-start font-medium">{t('tiers.discount')}</th>
            <th scope="col" className="pb-2 text-end font-medium">{t('tiers.unitPrice')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const current = quantity >= row.minQuantity && (row.maxQuantity === null || quantity <= row.maxQuantity);
            const reachable = row.minQuantity <= maxQuantity;
            return (
              <tr key={row.minQuantity} className={`border-t border-line ${current ? 'bg-accent-50' : ''}`} aria-current={current ? 'true' : undefined}>
                <th scope="row" className="py-2 ps-1 text-start font-medium text-ink">
                  {reachable && !current ? (
                    <button type="button" onClick={() => onPickQuantity(row.minQuantity)} className="link-quiet text-start">
                      {bandLabel(row)}
                    </button>
                  ) : (
                    bandLabel(row)
                  )}
                </th>
                <td className="py-2 text-ink-muted">{row.percentOff > 0 ? t('tiers.percentOff', { percent: row.percentOff }) : '—'}</td>
                <td className="py-2 pe-1 text-end font-semibold tabular-nums text-ink">{formatMinorUnits(row.unitAmount, currency, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
