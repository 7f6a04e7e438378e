import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useTranslation } from '@/components/i18n/use-translation';
import { useMoneyFormat } from '@/components/brand/dashboard/use-money-format';
import { VITAL_THRESHOLDS } from '@/lib/contracts/analytics/vital-thresholds';
import type { AnalyticsOverview } from '@/services/admin-analytics-service';

/* The ranked lists and the web vitals of /admin/analytics, as tables. */

function RankTable({ id, title, headers, rows, empty }: { id: string; title: string; headers: string[]; rows: ReactNode[][]; empty: string }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-sand-200 bg-white p-4">
      <h2 id={id} className="text-sm font-semibold text-sand-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-sand-700">{empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-sand-200 text-sand-700">
                {headers.map((header, index) => (
                  <th key={header} scope="col" className={clsx('py-1.5 font-medium', index > 0 && 'pl-3 text-right')}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, row) => (
                <tr key={row} className="border-b border-sand-100 last:border-0">
                  {cells.map((cell, index) => (
                    <td key={index} className={clsx('py-1.5 text-sand-900', index > 0 ? 'pl-3 text-right tabular-nums' : 'break-all')}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function AnalyticsRankings({ overview }: { overview: AnalyticsOverview }) {
  const { t } = useTranslation('admin-analytics');
  const format = useMoneyFormat();
  const n = format.number;
  const empty = t('empty');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RankTable id="top-pages" title={t('tables.pages')} headers={[t('tables.page'), t('figures.pageViews')]} rows={overview.top_pages.map((row) => [row.page_name, n(row.views)])} empty={empty} />
      <RankTable
        id="top-products"
        title={t('tables.products')}
        headers={[t('tables.product'), t('tables.views'), t('tables.carts'), t('tables.units')]}
        rows={overview.top_products.map((row) => [row.name ?? row.item_id, n(row.views), n(row.carts), n(row.units)])}
        empty={empty}
      />
      <RankTable id="sources" title={t('tables.sources')} headers={[t('tables.source'), t('figures.sessions')]} rows={overview.sources.map((row) => [row.source === '(direct)' ? t('tables.direct') : row.source, n(row.sessions)])} empty={empty} />
      <RankTable id="countries" title={t('tables.countries')} headers={[t('tables.country'), t('figures.visitors')]} rows={overview.countries.map((row) => [row.country, n(row.visitors)])} empty={empty} />
    </div>
  );
}

const RATING_STYLE = { good: 'bg-accent-50 text-accent-800', 'needs-improvement': 'bg-amber-50 text-amber-900', poor: 'bg-danger-50 text-danger-600' } as const;

export function WebVitalsTable({ vitals }: { vitals: AnalyticsOverview['web_vitals'] }) {
  const { t } = useTranslation('admin-analytics');
  const format = useMoneyFormat();
  const shown = (metric: keyof typeof VITAL_THRESHOLDS, value: number) => (metric === 'CLS' ? (value / 1000).toFixed(2) : t('vitals.ms', { value: format.number(value) }));
  return (
    <RankTable
      id="web-vitals"
      title={t('vitals.title')}
      headers={[t('tables.page'), t('vitals.metric'), t('vitals.p75'), t('vitals.thresholds'), t('vitals.rating')]}
      rows={vitals.map((row) => [
        row.page_name,
        row.metric,
        shown(row.metric, row.p75),
        `${shown(row.metric, VITAL_THRESHOLDS[row.metric].good)} / ${shown(row.metric, VITAL_THRESHOLDS[row.metric].poor)}`,
        <span key="rating" className={clsx('rounded px-2 py-0.5 text-xs font-semibold', RATING_STYLE[row.rating])}>
          {t(`vitals.ratings.${row.rating}`)}
        </span>,
      ])}
      empty={t('vitals.empty')}
    />
  );
}
