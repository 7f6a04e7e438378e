import Link from '@/components/common/store-link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { pageParam } from '@/components/orders/page-param';
import { useHistoryUserBuy } from '@/components/orders/use-history-user-buy';
import { OrderRequestList } from './order-request-list';
import { requestStatusParam } from '@/services/order-requests-service';
import { ORDER_REQUEST_STATUSES, type OrderRequestStatus } from '@/lib/contracts/ordering/ordering-codes';
import { useMyOrderRequests } from '@/services/orders-hooks';

function listQuery(status: OrderRequestStatus | null, page: number): Record<string, string> {
  return { ...(status ? { status } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}

/**
 * /customer/your-request-orders: the shopper's cancel, change and return requests with their
 * state and refunds, ten a page, filtered by state; page and filter live in the address.
 */
export function YourRequestOrdersView() {
  const { t } = useTranslation('orders', { keyPrefix: 'requests' });
  const router = useRouter();
  const page = pageParam(router.query.page);
  const status = requestStatusParam(router.query.status);
  const { data, error, isLoading, mutate } = useMyOrderRequests({ ready: router.isReady, page, status });
  useHistoryUserBuy(router.isReady ? 'your-request-orders' : null);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const goTo = (next: number) => void router.push({ pathname: router.pathname, query: listQuery(status, next) }, undefined, { shallow: true });

  return (
    <div className="container-page min-h-[calc(100svh-7rem)] py-8 md:py-12">
      <p>
        <Link href="/customer/your-orders" className="text-sm font-medium text-ink-muted underline underline-offset-4">
          {t('page.allOrders')}
        </Link>
      </p>
      <h1 className="section-title mt-2">{t('page.heading')}</h1>
      <p className="mt-2 text-ink-muted">{t('page.lead')}</p>
      <div className="mt-6 max-w-xs">
        <label htmlFor="request-status-filter" className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('page.filter')}
        </label>
        <select
          id="request-status-filter"
          value={status ?? ''}
          onChange={(event) => void router.push({ pathname: router.pathname, query: listQuery(requestStatusParam(event.target.value), 1) }, undefined, { shallow: true })}
          className="block h-12 w-full appearance-auto rounded-md border border-sand-300 bg-white px-3.5 pe-8 text-base text-sand-900 focus:border-accent-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
        >
          <option value="">{t('page.allStatuses')}</option>
          {ORDER_REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {!data && (isLoading || !router.isReady) ? (
        <div className="mt-6 flex flex-col gap-4" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="h-32 animate-pulse rounded-xl bg-sand-100" aria-hidden="true" />
          ))}
        </div>
      ) : error && !data ? (
        <div role="alert" className="mt-6 flex flex-col items-start gap-3">
          <p>{t('page.loadError')}</p>
          <button type="button" className="btn-secondary" onClick={() => void mutate()}>
            {t('page.retry')}
          </button>
        </div>
      ) : !data || data.items.length === 0 ? (
        <div className="mt-6 flex flex-col items-start gap-4" data-testid="requests-empty">
          <p className="text-ink">{t(status ? 'page.emptyFiltered' : 'page.empty')}</p>
          <Link href="/customer/your-orders" className="btn-secondary">
            {t('page.allOrders')}
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-6">
            <OrderRequestList requests={data.items} linkToOrder />
          </div>
          {pages > 1 ? (
            <nav aria-label={t('page.pagination')} className="mt-6 flex items-center justify-between gap-4">
              <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('page.previous')}
              </button>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('page.page', { page, pages })}
              </p>
              <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('page.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
