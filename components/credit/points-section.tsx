import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { CREDIT_HISTORY_PAGE_SIZE } from '@/services/credit-service';
import { useMyPoints } from '@/services/credit-hooks';
import { LoadState } from './load-state';
import { Pager } from './pager';
import { useCreditFormatters } from './use-credit-formatters';

/** Points: the balance, how they are earned and their history, newest first. */
export function PointsSection() {
  const { t } = useTranslation('credit');
  const format = useCreditFormatters();
  const [page, setPage] = useState(1);
  const points = useMyPoints(page);
  return (
    <section aria-labelledby="points-heading" className="rounded-2xl border border-sand-200 bg-white p-5 md:p-6">
      <h2 id="points-heading" className="text-xl font-semibold text-ink">
        {t('points.heading')}
      </h2>
      <LoadState data={points.data} error={points.error} retry={() => void points.mutate()}>
        {(data) => (
          <>
            <p className="mt-3 text-2xl font-semibold text-ink tabular-nums" data-testid="points-balance">
              {t('points.balance', { count: data.balance })}
            </p>
            <p className="mt-1 text-sm text-ink-muted">{t('points.earnRule', { count: data.exchange.points_per_currency_unit })}</p>
            <h3 className="mt-6 text-base font-semibold text-ink">{t('points.historyHeading')}</h3>
            {data.items.length === 0 ? (
              <p className="mt-2 text-ink-muted">{t('points.historyEmpty')}</p>
            ) : (
              <>
                <ul className="mt-2 divide-y divide-sand-100" data-testid="points-history">
                  {data.items.map((item) => (
                    <li key={item.id} className="flex items-start justify-between gap-4 py-3 text-sm">
                      <div className="min-w-0">
                        <p className="font-medium text-ink">{t(`points.kind.${item.kind}`)}</p>
                        <p className="text-ink-muted">
                          {format.date(item.created_at)}
                          {item.order_code ? ` · ${item.order_code}` : ''}
                        </p>
                      </div>
                      <p className="shrink-0 font-semibold text-accent-700 tabular-nums">+{format.number(item.points)}</p>
                    </li>
                  ))}
                </ul>
                <Pager page={page} total={data.total} limit={CREDIT_HISTORY_PAGE_SIZE} onPage={setPage} label={t('points.historyHeading')} />
              </>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
