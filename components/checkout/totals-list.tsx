import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';

export interface TotalsInput {
  productTotal: number;
  discount: number;
  promotionCode?: string | null;
  credit: number;
  /** null while no delivery option is chosen. */
  shipping: number | null;
  taxLines: readonly { label: string; kind: string; region: string; rate_percent: string; amount: number }[];
  taxMode: string;
  tax: number;
  total: number;
}

function Row({ label, value, tone, emphasis = false }: { label: string; value: string; tone?: 'saving'; emphasis?: boolean }) {
  return (
    <div className={clsx('flex items-baseline justify-between gap-4', emphasis ? 'mt-1 border-t border-line pt-3 text-base font-semibold text-ink' : 'text-sm text-ink-muted')}>
      <dt>{label}</dt>
      <dd className={clsx('tabular-nums', tone === 'saving' ? 'font-medium text-accent-700' : emphasis && 'text-ink')}>{value}</dd>
    </div>
  );
}

/**
 * The totals exactly as the server computed them (the client never adds them up): products,
 * discount, store credit, shipping, each tax line ("VAT 20% included" is shown, not added), total.
 */
export function TotalsList({ totals, money }: { totals: TotalsInput; money(minor: number): string }) {
  const { t } = useTranslation('checkout');
  const pending = totals.taxMode === 'pending_address';
  return (
    <dl className="flex flex-col gap-2">
      <Row label={t('summary.products')} value={money(totals.productTotal)} />
      {totals.discount > 0 ? (
        <Row label={totals.promotionCode ? t('summary.discountCode', { code: totals.promotionCode }) : t('summary.discount')} value={`−${money(totals.discount)}`} tone="saving" />
      ) : null}
      {totals.credit > 0 ? <Row label={t('summary.credit')} value={`−${money(totals.credit)}`} tone="saving" /> : null}
      <Row label={t('summary.shipping')} value={totals.shipping === null ? t('summary.shippingPending') : totals.shipping === 0 ? t('summary.free') : money(totals.shipping)} />
      {pending ? (
        <Row label={t('summary.tax')} value={t('summary.taxPending')} />
      ) : totals.taxLines.length > 0 ? (
        totals.taxLines.map((line) => (
          <Row key={line.label} label={t(`summary.taxLines.${line.kind}`, { region: line.region, rate: line.rate_percent, defaultValue: line.label })} value={money(line.amount)} />
        ))
      ) : totals.tax > 0 ? (
        <Row label={totals.taxMode === 'included' ? t('summary.taxIncluded') : t('summary.tax')} value={money(totals.tax)} />
      ) : null}
      <Row label={t('summary.total')} value={money(totals.total)} emphasis />
    </dl>
  );
}
