import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useCheckoutFormatters } from '@/components/checkout/use-checkout-formatters';
import type { OrderRequestRefund, OrderRequestStatus, OrderRequestView } from '@/lib/contracts/ordering/order-requests-schemas';

/* Status badges keep AA contrast on their tints (ink-coloured text on light backgrounds). */
const STATUS_STYLE: Readonly<Record<OrderRequestStatus, string>> = {
  completed: 'bg-accent-50 text-accent-800 border-accent-200',
  accepted: 'bg-accent-50 text-accent-800 border-accent-200',
  in_review: 'bg-sand-100 text-sand-800 border-sand-300',
  rejected: 'bg-danger-50 text-danger-600 border-danger-600',
};

function RequestItem({ request, lineNames, linkToOrder }: { request: OrderRequestView; lineNames?: ReadonlyMap<number, string>; linkToOrder: boolean }) {
  const { t } = useTranslation('orders', { keyPrefix: 'requests' });
  const format = useCheckoutFormatters(request.currency);
  const names = lineNames ? request.line_ids.map((id) => lineNames.get(id)).filter((name): name is string => Boolean(name)) : [];
  // Where the money goes; the total is said first only when it is split between two places.
  const refundParts = (refund: OrderRequestRefund): string[] => {
    const places = [
      ...(refund.to_payment > 0 ? [t('list.toPayment', { amount: format.money(refund.to_payment) })] : []),
      ...(refund.to_store_credit > 0 ? [t('list.toStoreCredit', { amount: format.money(refund.to_store_credit) })] : []),
    ];
    return places.length === 1 ? places : [format.money(refund.amount), ...places];
  };
  const orderHref = `/customer/your-order-detail-tracking/${encodeURIComponent(request.order_code)}`;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line p-4 sm:p-5" data-testid="order-request" data-request-kind={request.kind}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-ink">{t(`kind.${request.kind}`)}</h3>
        <span className={`rounded-full border px-2.5 py-0.5 text-sm font-medium ${STATUS_STYLE[request.status]}`} data-testid="order-request-status">
          {t(`status.${request.status}`)}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {linkToOrder ? (
          <div>
            <dt className="text-ink-muted">{t('list.order')}</dt>
            <dd>
              <Link href={orderHref} className="font-medium text-ink underline underline-offset-4">
                {request.order_code}
              </Link>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-ink-muted">{t('list.requestedOn')}</dt>
          <dd className="text-ink">
            <time dateTime={request.created_at}>{format.moment(request.created_at)}</time>
          </dd>
        </div>
        {request.resolved_at ? (
          <div>
            <dt className="text-ink-muted">{t('list.resolvedOn')}</dt>
            <dd className="text-ink">
              <time dateTime={request.resolved_at}>{format.moment(request.resolved_at)}</time>
            </dd>
          </div>
        ) : null}
        {request.line_ids.length > 0 ? (
          <div>
            <dt className="text-ink-muted">{t('list.items')}</dt>
            <dd className="text-ink">{names.length > 0 ? names.join(', ') : t('list.itemCount', { count: request.line_ids.length })}</dd>
          </div>
        ) : null}
        {request.reason ? (
          <div className="sm:col-span-2">
            <dt className="text-ink-muted">{t('list.reason')}</dt>
            <dd className="break-words text-ink">{request.reason}</dd>
          </div>
        ) : null}
        {request.refund && request.refund.amount > 0 ? (
          <div className="sm:col-span-2">
            <dt className="text-ink-muted">{t('list.refund')}</dt>
            <dd className="text-ink" data-testid="order-request-refund">
              {refundParts(request.refund).join(' · ')}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** Cancel, change and return requests with their state, newest first. */
export function OrderRequestList({ requests, lineNames, linkToOrder }: { requests: OrderRequestView[]; lineNames?: ReadonlyMap<number, string>; linkToOrder: boolean }) {
  const newestFirst = [...requests].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <ul className="flex flex-col gap-3">
      {newestFirst.map((request) => (
        <RequestItem key={request.id} request={request} lineNames={lineNames} linkToOrder={linkToOrder} />
      ))}
    </ul>
  );
}
