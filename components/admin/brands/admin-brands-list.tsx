import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { BrandStatusBadge } from '@/components/brand/brand-status-badge';
import type { AdminBrandSummary } from '@/services/admin-brands-service';
import { useAdminBrands } from '@/services/admin-brands-hooks';
import { AdminBrandsFilters, type StatusFilter } from './admin-brands-filters';
import { ListLoadFailed, ListSkeleton, ListPager } from '@/components/common/list-states';

function readQuery(query: Record<string, string | string[] | undefined>) {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const status = one(query.status);
  const page = Number.parseInt(one(query.page), 10);
  return {
    status: (status === 'approved' || status === 'suspended' ? status : '') as StatusFilter,
    q: one(query.q).slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function BrandRow({ brand }: { brand: AdminBrandSummary }) {
  const { t } = useTranslation('admin-brands');
  return (
    <li>
      <Link
        href={`/admin/brands/${brand.id}`}
        className="grid gap-1 rounded-xl border border-sand-200 bg-white p-4 transition-colors hover:border-sand-900 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
      >
        <span className="min-w-0">
          <span className="block truncate font-semibold text-sand-900">{brand.display_name}</span>
          <span className="block truncate text-sm text-sand-600">
            {brand.legal_name} · {brand.contact_email}
          </span>
          <span className="mt-1 block text-sm text-sand-600">
            {t('list.members', { count: brand.members })} · {brand.has_store ? t('list.hasStore') : t('list.noStore')} · {brand.country}
          </span>
        </span>
        <span className="mt-2 sm:mt-0">
          <BrandStatusBadge status={brand.status} />
        </span>
      </Link>
    </li>
  );
}

/** /admin/brands: approved and suspended brands; the filters live in the address, so a view can be shared. */
export function AdminBrandsList() {
  const { t } = useTranslation('admin-brands');
  const router = useRouter();
  const query = readQuery(router.query);
  const { data, error, isLoading, mutate } = useAdminBrands({ status: query.status || undefined, q: query.q || undefined, page: query.page });

  const go = (next: { status: StatusFilter; q: string; page?: number }) => {
    const params: Record<string, string> = {};
    if (next.status) params.status = next.status;
    if (next.q) params.q = next.q;
    if (next.page && next.page > 1) params.page = String(next.page);
    void router.replace({ pathname: router.pathname, query: params }, undefined, { shallow: true });
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <div>
      <p className="mb-5 max-w-prose text-sand-700">{t('list.lead')}</p>
      {router.isReady && <AdminBrandsFilters key={`${query.status}|${query.q}`} status={query.status} q={query.q} onChange={(next) => go(next)} />}
      <div className="mt-6" aria-busy={isLoading}>
        {error ? (
          <ListLoadFailed message={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={() => void mutate()} />
        ) : !data ? (
          <ListSkeleton rows={4} rowClassName="h-24" />
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-sand-700">
              {query.q ? t('list.countFor', { count: data.total, q: query.q }) : t('list.count', { count: data.total })}
            </p>
            {data.items.length === 0 ? (
              <p className="rounded-xl border border-dashed border-sand-300 p-6 text-center text-sand-700">{t('list.empty')}</p>
            ) : (
              <ul className="grid gap-3">
                {data.items.map((brand) => (
                  <BrandRow key={brand.id} brand={brand} />
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
