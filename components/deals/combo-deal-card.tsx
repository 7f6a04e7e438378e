import { useTranslation } from '@/components/i18n/use-translation';
import type { ComboDealOffer } from '@/lib/contracts/pricing/deals-schemas';
import { DealPrice } from './deal-price';

interface ComboDealCardProps {
  combo: ComboDealOffer;
  format(minor: number): string;
  busy: boolean;
  pending: boolean;
  onAdd(): void;
}

/**
 * One combo: what it holds, its price against the items bought one by one, and "Add combo",
 * disabled with the reason while one of its items cannot be bought.
 */
export function ComboDealCard({ combo, format, busy, pending, onAdd }: ComboDealCardProps) {
  const { t } = useTranslation('cart');
  const reasons = combo.unavailable.map((item) => t(`deals.unavailable.${item.reason}`, { name: item.product_name }));
  const noteId = `combo-${combo.id}-unavailable`;
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-surface p-3" data-combo-id={combo.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-ink">{combo.name}</p>
          <p className="text-xs text-ink-muted">{combo.items.map((item) => item.product_name).join(' + ')}</p>
        </div>
        <DealPrice price={combo.combo_price} was={combo.total_price} percent={combo.percent_off} format={format} />
      </div>
      <button
        type="button"
        className="btn-secondary w-full disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-sand-700"
        disabled={busy || reasons.length > 0}
        aria-busy={pending}
        aria-describedby={reasons.length > 0 ? noteId : undefined}
        aria-label={t('deals.addComboLabel', { name: combo.name, price: format(combo.combo_price) })}
        onClick={onAdd}
      >
        {t('deals.addCombo')}
      </button>
      {reasons.length > 0 ? (
        <p id={noteId} className="text-sm text-sale" data-testid="combo-unavailable">
          {reasons.join(' ')}
        </p>
      ) : null}
    </li>
  );
}
