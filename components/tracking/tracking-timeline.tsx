import { useTranslation } from '@/components/i18n/use-translation';
import { orderStatusKey } from '@/components/orders/order-status-label';
import { useCheckoutFormatters } from '@/components/checkout/use-checkout-formatters';
import type { TimelineEntry } from '@/lib/contracts/ordering/shipments-schemas';

/** Everything that happened to the order, newest first: its status changes and the carriers' scans. */
export function TrackingTimeline({ entries, packageNumbers }: { entries: TimelineEntry[]; packageNumbers: ReadonlyMap<number, number> }) {
  const { t } = useTranslation(['tracking', 'orders']);
  const format = useCheckoutFormatters('USD');
  if (entries.length === 0) return <p className="text-sm text-ink-muted">{t('tracking:timeline.empty')}</p>;
  return (
    <ol className="relative flex flex-col gap-5 border-s border-line ps-5" data-testid="tracking-timeline">
      {[...entries].reverse().map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span className="absolute -start-[1.65rem] top-1.5 size-2.5 rounded-full bg-accent-600" aria-hidden="true" />
          <p className="font-medium text-ink">
            {entry.kind === 'status'
              ? t('tracking:timeline.status', { status: t(`orders:${orderStatusKey(entry.status)}`) })
              : t(`tracking:events.${entry.code}`)}
          </p>
          <p className="text-sm text-ink-muted">
            <time dateTime={entry.at}>{format.moment(entry.at)}</time>
            {entry.kind === 'shipment' ? ` · ${t('tracking:package.title', { number: packageNumbers.get(entry.package_id) ?? 1 })}` : ''}
            {entry.kind === 'shipment' && entry.location ? ` · ${entry.location}` : ''}
          </p>
          {entry.kind === 'shipment' && entry.description ? <p className="text-sm text-ink-muted">{entry.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}
