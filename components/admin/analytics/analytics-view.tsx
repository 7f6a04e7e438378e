import { useState } from 'react';
import clsx from 'clsx';
import { useTranslation } from '@/components/i18n/use-translation';
import { useMoneyFormat } from '@/components/brand/dashboard/use-money-format';
import { ANALYTICS_PERIODS } from '@/lib/contracts/analytics/analytics-overview-schemas';
import { useAnalyticsOverview } from '@/services/admin-analytics-hooks';
import type { AnalyticsOverview, AnalyticsPeriod } from '@/services/admin-analytics-service';
import { DailyTrafficChart, FunnelChart } from './analytics-charts';
import { AnalyticsRankings, WebVitalsTable } from './analytics-tables';
import { ListLoadFailed } from '@/components/common/list-states';

/** /admin/analytics: the store's traffic, funnel, sales and speed over a period (issue 23 item 4). */
export function AnalyticsView() {
  const { t } = useTranslation('admin-analytics');
  const format = useMoneyFormat();
  const [period, setPeriod] = useState<AnalyticsPeriod>('30');
  const { data, error, isValidating, mutate } = useAnalyticsOverview(period);

  return (
    <div className="space-y-5">
      <div role="group" aria-label={t('period.label')} className="flex flex-wrap gap-2">
        {ANALYTICS_PERIODS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={period === days}
            onClick={() => setPeriod(days)}
            className={clsx(
              'min-h-11 rounded-md border px-3.5 text-sm font-medium transition-colors',
              period === days ? 'border-accent-600 bg-accent-600 text-white' : 'border-sand-300 bg-white text-sand-800 hover:border-sand-400',
            )}
          >
            {days === '1' ? t('period.today') : t('period.days', { count: Number(days) })}
          </button>
        ))}
      </div>
      <p role="status" className="text-sm text-sand-700">
        {data ? t('range', { from: format.day(data.from), to: format.day(data.to) }) : ''}
        {isValidating && data ? ` ${t('updating')}` : ''}
      </p>
      {error ? (
        <ListLoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} />
      ) : !data ? (
        <div className="grid gap-3 sm:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-[5.5rem] animate-pulse rounded-xl bg-sand-100" />
          ))}
        </div>
      ) : (
        <AnalyticsFigures overview={data} />
      )}
    </div>
  );
}

function AnalyticsFigures({ overview }: { overview: AnalyticsOverview }) {
  const { t } = useTranslation('admin-analytics');
  const format = useMoneyFormat();
  const revenue = overview.revenue.length > 0 ? overview.revenue.map((entry) => format.money(entry.amount, entry.currency)).join(' · ') : format.number(0);
  const figures = [
    { key: 'visitors', value: format.number(overview.visitors) },
    { key: 'sessions', value: format.number(overview.sessions) },
    { key: 'pageViews', value: format.number(overview.page_views) },
    { key: 'orders', value: format.number(overview.orders) },
    { key: 'revenue', value: revenue },
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-xl border border-sand-200 bg-white p-4">
            <dt className="text-sm text-sand-700">{t(`figures.${figure.key}`)}</dt>
            <dd className="mt-1 text-xl font-semibold break-words text-sand-900 tabular-nums" data-testid={`figure-${figure.key}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <DailyTrafficChart days={overview.days} />
        <FunnelChart funnel={overview.funnel} />
      </div>
      <AnalyticsRankings overview={overview} />
      <WebVitalsTable vitals={overview.web_vitals} />
    </>
  );
}
