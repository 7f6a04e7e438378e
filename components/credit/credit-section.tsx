import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { CREDIT_HISTORY_PAGE_SIZE } from '@/services/credit-service';
import { useMyCredit, useMyCreditHistory } from '@/services/credit-hooks';
import { LoadState } from './load-state';
import { Pager } from './pager';
import { useCreditFormatters } from './use-credit-formatters';

/** Store credit: the balance per currency and the ledger, newest first (refunds, rewards, exchanges, spending). */
export function CreditSection() {
  const { t } = useTranslation('credit');
  const format = useCreditFormatters();
  const [page, setPage] = useState(1);
  const balances = useMyCredit();
  const history = useMyCreditHistory(page);
  return (
    <section aria-labelledby="credit-heading" className="rounded-2xl border border-sand-200 bg-white p-5 md:p-6">
      <h2 id="credit-heading" className="text-xl font-semibold text-ink">
        {t('credit.heading')}
      </h2>
      <LoadState data={balances.data} error={balances.error} retry={() => void balances.mutate()}>
        {(data) =>
          data.balances.length === 0 ? (
            <p className="mt-3 text-ink-muted">{t('credit.empty')}</p>
          ) : (
            <ul aria-label={t('credit.balances')} className="mt-3 flex flex-wrap gap-3" data-testid="credit-balances">
              {data.balances.map((balance) => (
                <li key={balance.currency} className="rounded-xl bg-canvas px-4 py-3 text-2xl font-semibold text-ink tabular-nums">
                  {format.money(balance.amount, balance.currency)}
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
      <h3 className="mt-6 text-base font-semibold text-ink">{t('credit.historyHeading')}</h3>
      <LoadState data={history.data} error={history.error} retry={() => void history.mutate()}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="mt-2 text-ink-muted">{t('credit.historyEmpty')}</p>
          ) : (
            <>
              <ul className="mt-2 divide-y divide-sand-100" data-testid="credit-history">
                {data.items.map((item) => (
                  <li key={item.id} className="flex items-start justify-between gap-4 py-3 text-sm">
                    <div className="min-w-0">
                      <p className="font-medium text-ink">{t(`credit.kind.${item.kind}`)}</p>
                      <p className="text-ink-muted">
                        {format.date(item.created_at)}
                        {item.order_code ? ` · ${t('credit.order', { code: item.order_code })}` : ''}
                      </p>
                    </div>
                    <p className={`shrink-0 font-semibold tabular-nums ${item.amount < 0 ? 'text-ink' : 'text-accent-700'}`}>
                      {item.amount > 0 ? '+' : '−'}
                      {format.money(Math.abs(item.amount), item.currency)}
                    </p>
                  </li>
                ))}
              </ul>
              <Pager page={page} total={data.total} limit={CREDIT_HISTORY_PAGE_SIZE} onPage={setPage} label={t('credit.historyHeading')} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
