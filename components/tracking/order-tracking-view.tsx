import { useTranslation } from '@/components/i18n/use-translation';
import { OrderDetails } from '@/components/orders/order-details';
import { OrderSelfService } from '@/components/order-requests/order-self-service';
import { PackageList } from './package-list';
import { TrackingTimeline } from './tracking-timeline';
import type { OrderTracking } from '@/lib/contracts/ordering/shipments-schemas';

export interface SelfServiceAccess {
  /** The guest look-up's token, or null for the signed-in owner. */
  access: string | null;
  /** Shows the view a self-service action answered with. */
  replace: (tracking: OrderTracking) => void;
}

/**
 * An order's self-service panel (what the shopper may do now, the requests so far), its packages
 * and timeline, above the order's details (lines, totals, addresses, payment).
 */
export function OrderTrackingView({ tracking, selfService }: { tracking: OrderTracking; selfService: SelfServiceAccess }) {
  const { t } = useTranslation('tracking');
  const packageNumbers = new Map(tracking.packages.map((pkg, index) => [pkg.id, index + 1]));
  return (
    <div className="flex flex-col gap-8">
      <OrderSelfService tracking={tracking} access={selfService.access} onUpdated={selfService.replace} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="packages-heading">
          <h2 id="packages-heading" className="mb-3 text-lg font-semibold text-ink">
            {t('package.heading')}
          </h2>
          <PackageList order={tracking.order} packages={tracking.packages} />
        </section>
        <section aria-labelledby="timeline-heading" className="rounded-2xl bg-surface p-5">
          <h2 id="timeline-heading" className="mb-4 text-lg font-semibold text-ink">
            {t('timeline.heading')}
          </h2>
          <TrackingTimeline entries={tracking.timeline} packageNumbers={packageNumbers} />
        </section>
      </div>
      <OrderDetails order={tracking.order} />
    </div>
  );
}
