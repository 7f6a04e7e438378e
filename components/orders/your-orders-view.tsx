import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import useSWR from 'swr';
import { useCheckoutFormatters } from '@/components/checkout/use-checkout-formatters';
import { productPictureSrc } from '@/lib/images/product-image-loader';
import type { MyOrdersPage, OrderSummary } from '@/services/orders-service';
import { orderStatusKey } from './order-status-label';

const loadOrders = (page: number) => import('@/services/orders-service').then((service) => service.fetchMyOrders(page));

function pageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const format = useCheckoutFormatters(order.currency);
  return (
    <li className="flex gap-4 py-5" data-order-code={order.code}>
      <div className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-canvas">
        {order.first_item?.image_key ? <Image src={productPictureSrc(order.first_item.image_key)} alt="" fill sizes="80px" className="object-cover" /> : null}
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

/**
 * /customer/your-orders (first version, issue 5): the customer's orders with status, date and
 * total, ten a page. The page number is in the address (?page=2) so it survives a reload.
 */
export function YourOrdersView() {
  const { t } = useTranslation('orders');
  const router = useRouter();
  const page = pageOf(router.query.page);
  const { data, error, isLoading, mutate } = useSWR<MyOrdersPage>(router.isReady ? ['deskhaus:my-orders', page] : null, () => loadOrders(page), {
    keepPreviousData: true,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const goTo = (next: number) => void router.push({ pathname: router.pathname, query: next > 1 ? { page: next } : {} }, undefined, { shallow: true });

  return (
    <div className="container-page min-h-[calc(100svh-7rem)] py-8 md:py-12">
      <h1 className="section-title">{t('list.heading')}</h1>
      <p className="mt-2 text-ink-muted">{t('list.lead')}</p>
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
        <div className="mt-6 flex flex-col items-start gap-4">
          <p className="text-ink">{t('list.empty')}</p>
          <Link href="/" className="btn-primary">
            {t('list.shop')}
          </Link>
        </div>
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
