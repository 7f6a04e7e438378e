import { useState, type FormEvent } from 'react';
import Image from 'next/image';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { roleAtLeast } from '@/lib/brands/brand-rules';
import { LISTING_STATUSES, type ListingStatus } from '@/lib/catalog/listing-rules';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { formatCents } from './money-input';
import { useBrandListings } from '@/services/brand-listings-hooks';
import { ListingStatusBadge } from './listing-status-badge';
import { ListLoadFailed, ListSkeleton } from '@/components/common/list-states';

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function readQuery(query: Record<string, string | string[] | undefined>) {
  const status = one(query.status);
  const page = Number.parseInt(one(query.page), 10);
  return {
    status: (LISTING_STATUSES as readonly string[]).includes(status) ? (status as ListingStatus) : undefined,
    q: one(query.q).slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** /brand/listings: the brand's products with search, a status filter and pages; the filters live in the address. */
export function ListingsList({ brand }: { brand: WorkspaceBrand }) {
  const { t } = useTranslation('brand-listings');
  const { locale } = useRouter();
  const router = useRouter();
  const query = readQuery(router.query);
  const [q, setQ] = useState(query.q);
  const { data, error, mutate } = useBrandListings(brand.id, query);
  const canWrite = roleAtLeast(brand.role, 'manager');
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  const go = (next: { status?: ListingStatus; q: string; page?: number }) => {
    const params: Record<string, string> = {};
    if (next.status) params.status = next.status;
    if (next.q) params.q = next.q;
    if (next.page && next.page > 1) params.page = String(next.page);
    void router.replace({ pathname: router.pathname, query: params }, undefined, { shallow: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ status: query.status, q: q.trim() });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-prose text-sand-700">{canWrite ? t('list.lead') : t('list.leadReadOnly')}</p>
        {canWrite ? (
          <Link href="/brand/listings/new" className="btn-primary inline-flex shrink-0 justify-center">
            {t('list.new')}
          </Link>
        ) : null}
      </div>
      {data ? (
        <p className="text-sm text-sand-700">{t('list.counts', { draft: data.counts.draft, pending: data.counts.pending, approved: data.counts.approved, refused: data.counts.refused })}</p>
      ) : null}
      <form role="search" onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <div>
          <label htmlFor="listings-q" className="mb-1.5 block text-sm font-medium text-sand-900">
            {t('list.search')}
          </label>
          <input id="listings-q" type="search" value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} className="block h-12 w-full rounded-md border border-sand-300 bg-white px-3.5 text-base" />
        </div>
        <div>
          <label htmlFor="listings-status" className="mb-1.5 block text-sm font-medium text-sand-900">
            {t('list.status')}
          </label>
          <select
            id="listings-status"
            value={query.status ?? ''}
            onChange={(event) => go({ status: (event.target.value || undefined) as ListingStatus | undefined, q: query.q })}
            className="block h-12 w-full rounded-md border border-sand-300 bg-white px-3 text-base"
          >
            <option value="">{t('list.allStatuses')}</option>
            {LISTING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary min-h-12">
          {t('list.searchButton')}
        </button>
      </form>
      {error ? (
        <ListLoadFailed message={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={() => void mutate()} />
      ) : !data ? (
        <ListSkeleton rows={3} rowClassName="h-20" />
      ) : (
        <>
          <p role="status" className="text-sm text-sand-700">
            {t('list.total', { count: data.total })}
          </p>
          {data.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-sand-300 p-6 text-center text-sand-700">{query.q || query.status ? t('list.noMatch') : t('list.empty')}</p>
          ) : (
            <ul className="grid gap-3" data-testid="listings">
              {data.items.map((item) => (
                <li key={item.id}>
                  <Link href={`/brand/listings/${item.id}`} className="grid grid-cols-[4rem_1fr] items-center gap-4 rounded-xl border border-sand-200 bg-white p-3 hover:border-sand-900">
                    <span className="block size-16 overflow-hidden rounded-lg bg-sand-100">
                      {item.picture_url ? <Image src={item.picture_url} alt="" width={64} height={64} className="size-16 object-cover" /> : null}
                    </span>
                    <span className="min-w-0">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="truncate font-semibold text-sand-900">{item.name}</span>
                        <ListingStatusBadge status={item.status} />
                      </span>
                      <span className="mt-1 block text-sm text-sand-700">
                        {t('list.itemFacts', { code: item.code, count: item.variant_count, stock: item.stock })}
                        {item.price_usd !== null ? ` · ${t('list.from', { price: formatCents(item.price_usd, 'USD', locale ?? 'en-US') })}` : ''}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav aria-label={t('list.pagination')} className="flex items-center justify-between gap-3">
              <button type="button" className="btn-secondary min-h-11 text-sm" disabled={query.page <= 1} onClick={() => go({ ...query, page: query.page - 1 })}>
                {t('list.previous')}
              </button>
              <span className="text-sm text-sand-700">{t('list.pageOf', { page: query.page, pages })}</span>
              <button type="button" className="btn-secondary min-h-11 text-sm" disabled={query.page >= pages} onClick={() => go({ ...query, page: query.page + 1 })}>
                {t('list.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
