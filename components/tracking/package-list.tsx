import { useTranslation } from '@/components/i18n/use-translation';
import { useCheckoutFormatters } from '@/components/checkout/use-checkout-formatters';
import type { OrderView } from '@/lib/contracts/ordering/checkout-schemas';
import type { PackageView } from '@/lib/contracts/ordering/shipments-schemas';

/** Package statuses the shopper reads (line/shipment codes of spec §4). */
/** Main statuses of a paid order that has not left yet (NEW, HOLD, HOLD_FOR_BO): its packages are still to come. */
const PREPARING_ORDER_STATUSES: ReadonlySet<number> = new Set([0, 4, 9]);

const PACKAGE_STATUS_KEYS: Readonly<Record<number, string>> = { 7: 'preparing', 1: 'shipped', 2: 'delivered', 3: 'cancelled' };

function PackageCard({ pkg, number, order }: { pkg: PackageView; number: number; order: OrderView }) {
  const { t } = useTranslation('tracking');
  const format = useCheckoutFormatters(order.currency);
  const names = new Map(order.order_details.map((line) => [line.id, line.product_name]));
  return (
    <li className="rounded-2xl border border-line p-5" data-testid="tracking-package">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">{t('package.title', { number })}</h3>
        <p className="text-sm font-medium text-ink">{t(`package.status.${PACKAGE_STATUS_KEYS[pkg.status] ?? 'preparing'}`)}</p>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">{t('package.carrier')}</dt>
          <dd className="text-ink">{pkg.carrier ?? t('package.notYet')}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('package.trackingNumber')}</dt>
          <dd className="break-all text-ink" data-testid="tracking-number">
            {pkg.tracking_number ?? t('package.notYet')}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{pkg.delivered_at ? t('package.deliveredOn') : t('package.estimatedDelivery')}</dt>
          <dd className="text-ink">
            {pkg.delivered_at ? format.moment(pkg.delivered_at) : pkg.estimated_delivery ? format.longDay(pkg.estimated_delivery) : t('package.notYet')}
          </dd>
        </div>
      </dl>
      {pkg.ship_to ? (
        <p className="mt-3 text-sm text-ink-muted" data-testid="package-ship-to">
          {t('package.shipTo', { address: [pkg.ship_to.full_name, pkg.ship_to.street, pkg.ship_to.line_1, pkg.ship_to.city].filter(Boolean).join(', ') })}
        </p>
      ) : null}
      <ul className="mt-3 text-sm text-ink-muted">
        {pkg.lines.map((line) => (
          <li key={line.order_line_id}>{t('package.line', { quantity: line.quantity, name: names.get(line.order_line_id) ?? '' })}</li>
        ))}
      </ul>
    </li>
  );
}

/** The order's packages; lines not yet packed are said to be waiting. */
export function PackageList({ order, packages }: { order: OrderView; packages: PackageView[] }) {
  const { t } = useTranslation('tracking');
  const packed = new Set(packages.flatMap((pkg) => pkg.lines.map((line) => line.order_line_id)));
  const waiting = order.order_details.filter((line) => !packed.has(line.id) && line.status === 0);
  return (
    <div className="flex flex-col gap-4">
      {packages.length === 0 ? <p className="text-sm text-ink-muted">{t(PREPARING_ORDER_STATUSES.has(order.status) ? 'package.none' : 'package.noDetails')}</p> : null}
      <ul className="flex flex-col gap-4">
        {packages.map((pkg, index) => (
          <PackageCard key={pkg.id} pkg={pkg} number={index + 1} order={order} />
        ))}
      </ul>
      {waiting.length > 0 && packages.length > 0 ? (
        <p className="text-sm text-ink-muted">{t('package.waiting', { names: waiting.map((line) => line.product_name).join(', ') })}</p>
      ) : null}
    </div>
  );
}
