import { useState } from 'react';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { BrandStatusBadge } from '@/components/brand/brand-status-badge';
import { isApiError } from '@/services/api-error';
import type { AdminBrandDetail as Detail } from '@/services/admin-brands-service';
import { useAdminBrand } from '@/services/admin-brands-hooks';
import { AdminBrandStatements } from './admin-brand-statements';
import { BrandCommissionPanel } from './brand-commission-panel';
import { BrandHistory } from './brand-history';
import { BrandSuspensionPanel } from './brand-suspension-panel';
import { useAdminFormatters } from './use-admin-formatters';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm text-sand-600">{label}</dt>
      <dd className="min-w-0 break-words text-sand-900">{children}</dd>
    </div>
  );
}

function StoreFact({ brand }: { brand: Detail }) {
  const { t } = useTranslation('admin-brands');
  if (!brand.store) return <>{t('detail.noStore')}</>;
  if (!brand.store.is_open) return <>{t('detail.storeClosed', { slug: brand.store.slug })}</>;
  return (
    <Link href={`/store/${brand.store.slug}`} className="link-underline">
      {t('detail.storeLink', { slug: brand.store.slug })}
    </Link>
  );
}

function BrandFacts({ brand }: { brand: Detail }) {
  const { t } = useTranslation('admin-brands');
  const { day } = useAdminFormatters();
  return (
    <section aria-labelledby="brand-facts-title" className="rounded-xl border border-sand-200 bg-white p-5">
      <h2 id="brand-facts-title" className="text-lg font-semibold text-sand-900">
        {t('detail.factsTitle')}
      </h2>
      <dl className="mt-3 grid gap-3">
        <Fact label={t('detail.legalName')}>{brand.legal_name}</Fact>
        <Fact label={t('detail.contact')}>
          <a className="link-underline" href={`mailto:${brand.contact_email}`}>
            {brand.contact_email}
          </a>
          {brand.phone && <span className="block">{brand.phone}</span>}
        </Fact>
        {brand.website && <Fact label={t('detail.website')}>{brand.website}</Fact>}
        <Fact label={t('detail.address')}>{[brand.address, brand.country].filter(Boolean).join(' · ')}</Fact>
        <Fact label={t('detail.members')}>{t('detail.membersCount', { count: brand.members })}</Fact>
        <Fact label={t('detail.store')}>
          <StoreFact brand={brand} />
        </Fact>
        <Fact label={t('detail.since')}>{day(brand.created_at)}</Fact>
        {brand.about && <Fact label={t('detail.about')}>{brand.about}</Fact>}
        {brand.status === 'suspended' && brand.review_note && <Fact label={t('detail.suspensionNote')}>{brand.review_note}</Fact>}
      </dl>
    </section>
  );
}

/** /admin/brands/[brandId]: one brand, its history, and suspension or reinstatement. */
export function AdminBrandDetail({ brandId }: { brandId: number | null }) {
  const { t } = useTranslation('admin-brands');
  const { data, error, mutate } = useAdminBrand(brandId);
  const [done, setDone] = useState<string>();

  const back = (
    <Link href="/admin/brands" className="inline-flex min-h-11 items-center text-sm font-medium text-sand-700 hover:text-sand-900">
      ← {t('detail.back')}
    </Link>
  );
  if (brandId === null || (isApiError(error) && error.kind === 'not-found')) {
    return (
      <div>
        {back}
        <p className="mt-4 text-sand-800">{t('detail.notFound')}</p>
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert">
        {back}
        <p className="mt-4 text-sand-800">{t('detail.loadFailed')}</p>
        <button type="button" className="btn-secondary mt-3 min-h-11 text-sm" onClick={() => void mutate()}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <div aria-hidden="true" className="grid gap-4">
        <div className="h-10 w-64 animate-pulse rounded-md bg-sand-100" />
        <div className="h-64 animate-pulse rounded-xl bg-sand-100" />
      </div>
    );
  }

  const act = async (run: (api: typeof import('@/services/admin-brands-service')) => Promise<Detail>, message: string) => {
    setDone(undefined);
    const api = await import('@/services/admin-brands-service');
    const next = await run(api);
    await mutate(next, { revalidate: false });
    setDone(message);
  };

  return (
    <div className="grid gap-5">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold text-sand-900 md:text-2xl">{data.display_name}</h2>
        <BrandStatusBadge status={data.status} />
      </div>
      <p role="status" className={done ? 'rounded-md bg-emerald-50 p-3 text-sm font-medium text-emerald-900' : 'sr-only'}>
        {done ?? ''}
      </p>
      <BrandFacts brand={data} />
      <BrandSuspensionPanel
        brand={data}
        onSuspend={(note) => act((api) => api.suspendBrand(data.id, note), t('suspend.done'))}
        onReinstate={() => act((api) => api.reinstateBrand(data.id), t('reinstate.done'))}
      />
      <BrandCommissionPanel brandId={data.id} />
      {data.has_store && <AdminBrandStatements brandId={data.id} />}
      <BrandHistory history={data.history} />
    </div>
  );
}
