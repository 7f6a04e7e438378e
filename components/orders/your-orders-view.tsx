import Link from '@/components/common/store-link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useCheckoutFormatters } from '@/components/checkout/use-checkout-formatters';
import { ProductThumbnail } from '@/components/catalog/product-thumbnail';
import { useMyOrders } from '@/services/orders-hooks';
import type { OrderSummary } from '@/services/orders-service';
import { ORDER_STATUS_FILTERS, orderStatusFilterParam, ordersListQuery, statusCodesOf, type OrderStatusFilter } from './order-status-filter';
import { orderStatusKey } from './order-status-label';
import { pageParam } from './page-param';
import { useHistoryUserBuy } from './use-history-user-buy';


function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const format = useCheckoutFormatters(order.currency);
  return (
    <li className="flex gap-4 py-5" data-order-code={order.code}>
      <div className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-canvas">
        {order.first_item?.image_key ? <ProductThumbnail imageKey={order.first_item.image_key} sizes="80px" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="font-semibold text-ink">
            <Link href={`/customer/your-order-detail-tracking/${encodeURIComponent(order.code)}`} className="hover:underline">
              {t('list.order', { code: order.code })}
            </Link>
          </h2>
          <p className="text-sm text-ink-muted">{t('list.placedOn', { date: format.moment(order.created_at) })}</p>
          <p className="truncate text-sm text-ink-muted">
            {order.first_item ? `${order.first_item.product_name} · ` : ''}
            {t('list.items', { count: order.item_count })}
          </p>
        </div>
        <dl className="flex shrink-0 gap-6 text-sm sm:text-end">
          <div>
            <dt className="text-ink-muted">{t('list.status')}</dt>
            <dd className="font-medium text-ink">{t(orderStatusKey(order.status))}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('list.total')}</dt>
            <dd className="font-medium text-ink tabular-nums">{format.money(order.amount)}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

/** The status groups as links, so the filter is part of the address and survives a reload. */
function StatusFilter({ current }: { current: OrderStatusFilter }) {
  const { t } = useTranslation('orders');
  const router = useRouter();
  return (
    <nav aria-label={t('filter.label')} className="-mx-4 mt-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 pb-1">
        {ORDER_STATUS_FILTERS.map((filter) => (
          <li key={filter}>
            <Link
              href={{ pathname: router.pathname, query: ordersListQuery(filter, 1) }}
              shallow
              scroll={false}
              aria-current={filter === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap ${
                filter === current ? 'border-ink bg-ink text-white' : 'border-sand-300 bg-white text-ink hover:border-ink'
              }`}
            >
              {t(`filter.${filter}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /customer/your-orders: the customer's orders with status, date and total, ten a page, filtered
 * by status group. Page and filter are in the address (?status=shipped&page=2) so they survive a reload.
 */
export function YourOrdersView() {
  const { t } = useTranslation('orders');
  const router = useRouter();
  const page = pageParam(router.query.page);
  const filter = orderStatusFilterParam(router.query.status);
  const { data, error, isLoading, mutate } = useMyOrders({ ready: router.isReady, page, filter, statuses: statusCodesOf(filter) });
  useHistoryUserBuy(router.isReady ? page : null);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const goTo = (next: number) => void router.push({ pathname: router.pathname, query: ordersListQuery(filter, next) }, undefined, { shallow: true });

  return (
    <div className="container-page min-h-[calc(100svh-7rem)] py-8 md:py-12">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="section-title">{t('list.heading')}</h1>
          <p className="mt-2 text-ink-muted">{t('list.lead')}</p>
        </div>
        <Link href="/customer/your-request-orders" className="text-sm font-medium text-ink underline underline-offset-4" data-testid="requests-link">
          {t('list.requestsLink')}
        </Link>
      </div>
      <StatusFilter current={filter} />
      {!data && (isLoading || !router.isReady) ? (
        <div className="mt-6 flex flex-col gap-4" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="h-24 animate-pulse rounded-xl bg-sand-100" aria-hidden="true" />
          ))}
        </div>
      ) : error && !data ? (
        <div role="alert" className="mt-6 flex flex-col items-start gap-3">
          <p>{t('list.loadError')}</p>
          <button type="button" className="btn-secondary" onClick={() => void mutate()}>
            {t('list.retry')}
          </button>
        </div>
      ) : !data || data.items.length === 0 ? (
        filter === 'all' ? (
          <div className="mt-6 flex flex-col items-start gap-4">
            <p className="text-ink">{t('list.empty')}</p>
            <Link href="/" className="btn-primary">
              {t('list.shop')}
            </Link>
          </div>
        ) : (
          <div className="mt-6 flex flex-col items-start gap-4">
            <p className="text-ink">{t('list.emptyFiltered')}</p>
            <Link href={{ pathname: router.pathname }} shallow className="btn-secondary">
              {t('list.showAll')}
            </Link>
          </div>
        )
      ) : (
        <>
          <ul className="mt-4 divide-y divide-line">
            {data.items.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('list.pagination')} className="mt-6 flex items-center justify-between gap-4">
              <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('list.previous')}
              </button>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('list.page', { page, pages })}
              </p>
              <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('list.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
