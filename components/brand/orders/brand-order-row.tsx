import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import type { BrandOrderSummary } from '@/services/brand-orders-service';
import { CryptoState } from './crypto-state';
import { LineStatusBadge } from './line-status-badge';
import { useOrderFormat } from './use-order-format';

/** One order of the list: number, date, e-mail, the brand's lines with their status, its total. */
export function BrandOrderRow({ order }: { order: BrandOrderSummary }) {
  const { t } = useTranslation('brand-orders');
  const format = useOrderFormat();
  return (
    <li className="rounded-xl border border-sand-200 bg-white p-4 transition-colors hover:border-sand-900">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-base font-semibold text-sand-900">
          <Link href={`/brand/orders/${order.code}`} className="underline-offset-4 hover:underline" aria-label={t('list.open', { code: order.code })}>
            {order.code}
          </Link>
        </h2>
        <span className="text-sm font-semibold text-sand-900">{t('list.yourTotal', { amount: format.money(order.brand_total, order.currency) })}</span>
      </div>
      <p className="mt-1 text-sm break-all text-sand-700">
        {t('list.placedOn', { date: format.moment(order.created_at) })} · {order.email} · {order.ship_to_country}
        {order.placed_by_operator && <> · {t('list.byOperator')}</>}
      </p>
      {order.crypto && (
        <div className="mt-1">
          <CryptoState crypto={order.crypto} />
        </div>
      )}
      <ul className="mt-3 divide-y divide-sand-100 border-t border-sand-100">
        {order.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 text-sm text-sand-900">
              <span className="font-medium">{line.product_name}</span>
              {line.options && <span className="text-sand-700"> · {line.options}</span>}
              <span className="block text-xs text-sand-700">
                {line.sku} · {t('list.quantity', { count: line.quantity })}
              </span>
            </span>
            <LineStatusBadge status={line.status} />
          </li>
        ))}
      </ul>
    </li>
  );
}
