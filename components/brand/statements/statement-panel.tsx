import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { useMoneyFormat } from '@/components/brand/dashboard/use-money-format';
import type { Statement } from '@/services/brand-money-service';
import { useStatement } from '@/services/brand-money-hooks';

/*
 * One month's statement (issue 17 item 5), for the brand (/brand/statements) and for operators
 * (/admin/brands/[id]): totals per currency, the CSV, then the lines.
 */

function CsvButton({ brandId, month }: { brandId: number; month: string }) {
  const { t } = useTranslation('brand-money');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function download() {
    setState('busy');
    try {
      const blob = await (await import('@/services/brand-money-service')).fetchStatementCsv(brandId, month);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `statement-${month}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <div>
      <button type="button" className="btn-secondary" onClick={() => void download()} disabled={state === 'busy'} aria-busy={state === 'busy'}>
        {t('statement.csv')}
      </button>
      {state === 'failed' && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-600">
          {t('statement.csvFailed')}
        </p>
      )}
    </div>
  );
}

function Totals({ statement }: { statement: Statement }) {
  const { t } = useTranslation('brand-money');
  const format = useMoneyFormat();
  if (statement.totals.length === 0) return <p className="text-sand-700">{t('statement.empty')}</p>;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {statement.totals.map((total) => (
        <dl key={total.currency} className="rounded-xl border border-sand-200 bg-white p-4" aria-label={t('statement.totalsIn', { currency: total.currency })}>
          <div className="flex justify-between gap-3 py-1">
            <dt className="text-sand-700">{t('statement.gross', { count: total.sale_lines })}</dt>
            <dd className="text-sand-900 tabular-nums">{format.money(total.gross_sales, total.currency)}</dd>
          </div>
          <div className="flex justify-between gap-3 py-1">
            <dt className="text-sand-700">{t('statement.refunds', { count: total.refund_lines })}</dt>
            <dd className="text-sand-900 tabular-nums">{format.money(-total.refunds, total.currency)}</dd>
          </div>
          <div className="flex justify-between gap-3 py-1">
            <dt className="text-sand-700">{t('statement.commission')}</dt>
            <dd className="text-sand-900 tabular-nums">{format.money(-total.commission, total.currency)}</dd>
          </div>
          <div className="mt-1 flex justify-between gap-3 border-t border-sand-200 pt-2">
            <dt className="font-semibold text-sand-900">{t('statement.net')}</dt>
            <dd className="font-semibold text-sand-900 tabular-nums">{format.money(total.net_payable, total.currency)}</dd>
          </div>
        </dl>
      ))}
    </div>
  );
}

function Lines({ statement }: { statement: Statement }) {
  const { t } = useTranslation('brand-money');
  const format = useMoneyFormat();
  if (statement.lines.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-xl border border-sand-200 bg-white" role="region" aria-labelledby="statement-lines-caption" tabIndex={0}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption id="statement-lines-caption" className="px-4 pt-3 text-left font-semibold text-sand-900">
          {t('statement.linesTitle')}
        </caption>
        <thead className="text-sand-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">{t('statement.date')}</th>
            <th scope="col" className="px-2 py-2 font-medium">{t('statement.order')}</th>
            <th scope="col" className="px-2 py-2 font-medium">{t('statement.product')}</th>
            <th scope="col" className="px-2 py-2 text-right font-medium">{t('statement.quantity')}</th>
            <th scope="col" className="px-2 py-2 text-right font-medium">{t('statement.lineTotal')}</th>
            <th scope="col" className="px-2 py-2 text-right font-medium">{t('statement.rate')}</th>
            <th scope="col" className="px-2 py-2 text-right font-medium">{t('statement.commission')}</th>
            <th scope="col" className="px-4 py-2 text-right font-medium">{t('statement.lineNet')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200 text-sand-900 tabular-nums">
          {statement.lines.map((line, index) => {
            const sign = line.kind === 'sale' ? 1 : -1;
            return (
              <tr key={`${line.kind}-${line.order_code}-${index}`}>
                <td className="px-4 py-2 whitespace-nowrap">{format.day(line.date)}</td>
                <td className="px-2 py-2 whitespace-nowrap">
                  {line.order_code}
                  {line.kind === 'refund' && <span className="ml-2 rounded bg-sand-100 px-1.5 py-0.5 text-xs font-medium text-sand-800">{t('statement.refund')}</span>}
                </td>
                <td className="px-2 py-2">{line.product_name}</td>
                <td className="px-2 py-2 text-right">{format.number(sign * line.quantity)}</td>
                <td className="px-2 py-2 text-right whitespace-nowrap">{format.money(sign * line.line_total, line.currency)}</td>
                <td className="px-2 py-2 text-right">{format.rate(line.commission_bps)}</td>
                <td className="px-2 py-2 text-right whitespace-nowrap">{format.money(-sign * line.commission, line.currency)}</td>
                <td className="px-4 py-2 text-right whitespace-nowrap">{format.money(sign * line.net, line.currency)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {statement.line_count > statement.lines.length && (
        <p className="px-4 py-3 text-sm text-sand-700">{t('statement.truncated', { shown: statement.lines.length, count: statement.line_count })}</p>
      )}
    </div>
  );
}

export function StatementPanel({ brandId, month }: { brandId: number; month: string }) {
  const { t } = useTranslation('brand-money');
  const format = useMoneyFormat();
  const { data, error, mutate } = useStatement(brandId, month);
  return (
    <section aria-labelledby="statement-title" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statement-title" className="text-lg font-semibold text-sand-900">
          {t('statement.title', { month: format.month(month) })}
        </h2>
        {data && data.line_count > 0 && <CsvButton brandId={brandId} month={month} />}
      </div>
      {error ? (
        <div role="alert">
          <p className="text-sand-800">{t('statement.loadFailed')}</p>
          <button type="button" className="btn-secondary mt-3" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : !data ? (
        <div className="h-40 animate-pulse rounded-xl bg-sand-100" aria-hidden="true" />
      ) : (
        <>
          <Totals statement={data} />
          <Lines statement={data} />
          <p className="max-w-prose text-sm text-sand-600">{t('statement.rules')}</p>
        </>
      )}
    </section>
  );
}
