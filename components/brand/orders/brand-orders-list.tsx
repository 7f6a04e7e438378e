import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { BRAND_LINE_FILTERS, type BrandLineFilter, type BrandOrderKind } from '@/lib/contracts/brands/orders-schemas';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { useBrandOrders } from '@/services/brand-orders-hooks';
import { BrandOrderRow } from './brand-order-row';
import { BrandOrdersFilters } from './brand-orders-filters';
import { useBlobDownload } from './use-blob-download';
import { ListLoadFailed, ListSkeleton, ListPager } from '@/components/common/list-states';

function readQuery(query: Record<string, string | string[] | undefined>) {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const status = one(query.status);
  const page = Number.parseInt(one(query.page), 10);
  return {
    status: ((BRAND_LINE_FILTERS as readonly string[]).includes(status) ? status : '') as BrandLineFilter | '',
    q: one(query.q).slice(0, 100),
    page: Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1,
  };
}

const LEAD_KEY: Record<BrandOrderKind, string> = { all: 'list.lead', crypto: 'list.cryptoLead', admin: 'list.adminLead' };

/**
 * /brand/orders, /brand/crypto-orders and /brand/admin-orders: the brand's lines grouped by
 * order. Filters live in the address (shareable); the CSV export takes the same filters.
 */
export function BrandOrdersList({ brand, kind }: { brand: WorkspaceBrand; kind: BrandOrderKind }) {
  const { t } = useTranslation('brand-orders');
  const router = useRouter();
  const query = readQuery(router.query);
  const filter = { kind, status: query.status || undefined, q: query.q || undefined };
  const { data, error, isLoading, mutate } = useBrandOrders(brand.id, filter, query.page);
  const csv = useBlobDownload();

  const go = (next: { status: BrandLineFilter | ''; q: string; page?: number }) => {
    const params: Record<string, string> = {};
    if (next.status) params.status = next.status;
    if (next.q) params.q = next.q;
    if (next.page && next.page > 1) params.page = String(next.page);
    void router.replace({ pathname: router.pathname, query: params }, undefined, { shallow: true });
  };
  const exportCsv = () =>
    void csv.download(async () => (await import('@/services/brand-orders-service')).fetchBrandOrdersCsv(brand.id, filter), `${kind === 'all' ? 'orders' : `${kind}-orders`}.csv`);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <div>
      <p className="mb-5 max-w-prose text-sand-700">{t(LEAD_KEY[kind])}</p>
      {router.isReady && <BrandOrdersFilters key={`${query.status}|${query.q}`} status={query.status} q={query.q} onChange={(next) => go(next)} />}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary min-h-11 text-sm" onClick={exportCsv} disabled={csv.busy}>
          {csv.busy ? t('list.exporting') : t('list.export')}
        </button>
        {csv.failed && (
          <p role="alert" className="text-sm text-danger-600">
            {t('list.exportFailed')}
          </p>
        )}
      </div>
      <div className="mt-6" aria-busy={isLoading}>
        {error ? (
          <ListLoadFailed message={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={() => void mutate()} />
        ) : !data ? (
          <ListSkeleton rows={3} rowClassName="h-32" />
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-sand-700">
              {query.q ? t('list.countFor', { count: data.total, q: query.q }) : t('list.count', { count: data.total })}
            </p>
            {data.items.length === 0 ? (
              <p className="rounded-xl border border-dashed border-sand-300 p-6 text-center text-sand-700">{t('list.empty')}</p>
            ) : (
              <ul className="grid gap-3">
                {data.items.map((order) => (
                  <BrandOrderRow key={order.code} order={order} />
                ))}
              </ul>
            )}
            <ListPager label={t('list.pagination')} previousLabel={t('list.previous')} nextLabel={t('list.next')} positionLabel={t('list.pageOf', { page: query.page, pages })} page={query.page} pages={pages} onPage={(page) => go({ ...query, page })} />
          </>
        )}
      </div>
    </div>
  );
}
