import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { formatMinorUnits } from '@/lib/format/format-price';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import { REFERRAL_HISTORY_TYPES, type ReferralHistoryType } from '@/lib/contracts/programmes/referrals-schemas';
import { useReferralHistory } from '@/services/referrals-hooks';
import { referralTypeParam } from '@/services/referrals-service';
import { ListLoadFailed } from '@/components/common/list-states';

function listQuery(type: ReferralHistoryType | null, page: number): Record<string, string> {
  return { ...(type ? { type } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}

function pageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The referrer's invitations and friends, ten a page, filtered by stage; page and filter live in the address. */
export function ReferralHistoryList({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation('referrals', { keyPrefix: 'account' });
  const router = useRouter();
  const locale = router.locale;
  const page = pageOf(router.query.page);
  const type = referralTypeParam(router.query.type);
  const { data, error, mutate } = useReferralHistory({ ready: router.isReady, page, type, refreshKey });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const go = (nextType: ReferralHistoryType | null, nextPage: number) => void router.push({ pathname: router.pathname, query: listQuery(nextType, nextPage) }, undefined, { shallow: true });
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });

  return (
    <section aria-labelledby="referral-history-heading" className="mt-10">
      <h2 id="referral-history-heading" className="text-xl font-semibold text-ink">
        {t('historyHeading')}
      </h2>
      <div className="mt-4 max-w-xs">
        <label htmlFor="referral-type-filter" className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('filterLabel')}
        </label>
        <select
          id="referral-type-filter"
          value={type ?? ''}
          onChange={(event) => go(referralTypeParam(event.target.value), 1)}
          className="block h-12 w-full appearance-auto rounded-md border border-sand-300 bg-white px-3.5 pe-8 text-base text-sand-900 focus:border-accent-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
        >
          <option value="">{t('allTypes')}</option>
          {REFERRAL_HISTORY_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`types.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {error && !data ? (
        <div className="mt-4">
          <ListLoadFailed message={t('loadError')} retryLabel={t('retry')} onRetry={() => void mutate()} />
        </div>
      ) : !data ? (
        <div className="mt-4 h-24 animate-pulse rounded-xl bg-sand-100" aria-hidden="true" />
      ) : data.items.length === 0 ? (
        <p className="mt-4 text-ink" data-testid="referral-history-empty">
          {t('empty')}
        </p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white" data-testid="referral-history">
            {data.items.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-medium text-ink">{entry.friend}</p>
                  <p className="text-sm text-ink-muted">
                    {t(`types.${entry.type}`)} · {t('on', { date: date.format(new Date(entry.created_at)) })}
                  </p>
                  {entry.closed && <p className="text-sm text-ink-muted">{t('closed')}</p>}
                </div>
                {entry.reward && <p className="font-semibold text-accent-800">{t('reward', { amount: formatMinorUnits(entry.reward.amount, entry.reward.currency, locale) })}</p>}
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('pagination')} className="mt-4 flex items-center gap-3">
              <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => go(type, page - 1)}>
                {t('previous')}
              </button>
              <span className="text-sm text-ink-muted">{t('page', { page, pages })}</span>
              <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => go(type, page + 1)}>
                {t('next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
