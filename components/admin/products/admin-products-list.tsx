import Image from 'next/image';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { LISTING_STATES, type ListingState } from '@/lib/catalog/listing-rules';
import { useAdminProducts } from '@/services/admin-products-hooks';
import { ListLoadFailed } from '@/components/common/list-states';

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** /admin/products: brand products by approval state, pending first; the state lives in the address. */
export function AdminProductsList() {
  const { t } = useTranslation('admin-products');
  const router = useRouter();
  const stateParam = one(router.query.state);
  const state: ListingState = (LISTING_STATES as readonly string[]).includes(stateParam) ? (stateParam as ListingState) : 'pending';
  const pageParam = Number.parseInt(one(router.query.page), 10);
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const { data, error, mutate } = useAdminProducts({ state, page });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const go = (next: { state: ListingState; page?: number }) =>
    void router.replace({ pathname: router.pathname, query: { ...(next.state === 'pending' ? {} : { state: next.state }), ...(next.page && next.page > 1 ? { page: String(next.page) } : {}) } }, undefined, { shallow: true });

  return (
    <div className="flex flex-col gap-5">
      <p className="max-w-prose text-sand-700">{t('list.lead')}</p>
      <div className="sm:max-w-xs">
        <label htmlFor="admin-products-state" className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('list.state')}
        </label>
        <select id="admin-products-state" value={state} onChange={(event) => go({ state: event.target.value as ListingState })} className="block h-12 w-full rounded-md border border-sand-300 bg-white px-3 text-base">
          {LISTING_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`states.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <ListLoadFailed message={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={() => void mutate()} />
      ) : !data ? (
        <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-sand-100" />
      ) : (
        <>
          <p role="status" className="text-sm text-sand-700">
            {t('list.count', { count: data.total })}
          </p>
          {data.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-sand-300 p-6 text-center text-sand-700">{t('list.empty')}</p>
          ) : (
            <ul className="grid gap-3" data-testid="admin-products">
              {data.items.map((item) => (
                <li key={item.id}>
                  <Link href={`/admin/products/${item.id}`} className="grid grid-cols-[4rem_1fr] items-center gap-4 rounded-xl border border-sand-200 bg-white p-3 hover:border-sand-900">
                    <span className="block size-16 overflow-hidden rounded-lg bg-sand-100">{item.picture_url ? <Image src={item.picture_url} alt="" width={64} height={64} className="size-16 object-cover" /> : null}</span>
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-sand-900">{item.name}</span>
                      <span className="block text-sm text-sand-700">
                        {item.vendor_name}
                        {item.submitted_at ? ` · ${t('list.submitted', { date: item.submitted_at.slice(0, 10) })}` : ''}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav aria-label={t('list.pagination')} className="flex items-center justify-between gap-3">
              <button type="button" className="btn-secondary min-h-11 text-sm" disabled={page <= 1} onClick={() => go({ state, page: page - 1 })}>
                {t('list.previous')}
              </button>
              <span className="text-sm text-sand-700">{t('list.pageOf', { page, pages })}</span>
              <button type="button" className="btn-secondary min-h-11 text-sm" disabled={page >= pages} onClick={() => go({ state, page: page + 1 })}>
                {t('list.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
