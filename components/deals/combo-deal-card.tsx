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

/** One combo: what it holds, its price against the items bought one by one, and "Add combo". */
export function ComboDealCard({ combo, format, busy, pending, onAdd }: ComboDealCardProps) {
  const { t } = useTranslation('cart');
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
        className="btn-secondary w-full"
        disabled={busy}
        aria-busy={pending}
        aria-label={t('deals.addComboLabel', { name: combo.name, price: format(combo.combo_price) })}
        onClick={onAdd}
      >
        {t('deals.addCombo')}
      </button>
    </li>
  );
}
