import dynamic from 'next/dynamic';
import { useState } from 'react';
import { WhenNearViewport } from '@/components/common/when-near-viewport';
import { useTranslation } from '@/components/i18n/use-translation';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { isApiError } from '@/services/api-error';
import type { DashboardPeriod } from '@/services/brand-money-service';
import { useBrandDashboard } from '@/services/brand-money-hooks';
import { DashboardPeriodPicker } from './dashboard-period-picker';
import { DashboardTotals, DaysTable, NeedsAction, TopProducts } from './dashboard-figures';
import { useMoneyFormat } from './use-money-format';

/*
 * The charts library loads after the figures, in its own chunk, and only once the charts come near
 * the screen (on a phone they are below the fold): the first seconds go to the numbers. The box
 * keeps the charts' height meanwhile, so nothing below moves when they arrive.
 */
const DashboardCharts = dynamic(() => import('./dashboard-charts'), {
  ssr: false,
  loading: () => (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      <div className="h-[18.125rem] animate-pulse rounded-xl bg-sand-100" />
      <div className="h-[18.125rem] animate-pulse rounded-xl bg-sand-100" />
    </div>
  ),
});

/** /brand for an approved brand with a store: its sales over a period and what waits for it. */
export function BrandDashboard({ brand }: { brand: WorkspaceBrand }) {
  const { t } = useTranslation('brand-dashboard');
  const format = useMoneyFormat();
  const [period, setPeriod] = useState<DashboardPeriod>({ period: '30' });
  const { data, error, isValidating, mutate } = useBrandDashboard(brand.id, period);

  return (
    <section aria-labelledby="dashboard-title" className="space-y-5">
      <div className="flex flex-col gap-3">
        <h2 id="dashboard-title" className="text-lg font-semibold text-sand-900">
          {t('title')}
        </h2>
        <DashboardPeriodPicker value={period} onChange={setPeriod} />
        <p role="status" className="text-sm text-sand-600">
          {data ? t('range', { from: format.day(data.from), to: format.day(data.to) }) : ''}
          {isValidating && data ? ` ${t('updating')}` : ''}
        </p>
      </div>
      {error ? (
        <div role="alert" className="rounded-xl border border-danger-600 bg-danger-50 p-4 text-sand-900">
          <p>{isApiError(error) && error.kind === 'rejected' ? t('rangeRefused') : t('loadFailed')}</p>
          <button type="button" className="btn-secondary mt-3" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : !data ? (
        <div className="grid gap-3 sm:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-[5.5rem] animate-pulse rounded-xl bg-sand-100" />
          ))}
        </div>
      ) : (
        <>
          <DashboardTotals dashboard={data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <NeedsAction work={data.needs_action} />
            <TopProducts products={data.top_products} />
          </div>
          <div className="min-h-[37.25rem] lg:min-h-[18.25rem]">
            <WhenNearViewport ahead="200px">
              <DashboardCharts dashboard={data} />
            </WhenNearViewport>
          </div>
          <DaysTable dashboard={data} />
        </>
      )}
    </section>
  );
}
