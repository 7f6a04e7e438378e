import { useState } from 'react';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { formatMinorUnits } from '@/lib/format/format-price';
import type { ProgrammeFigures } from '@/lib/contracts/programmes/referral-pages';
import { useReferralUrl } from '@/services/referrals-hooks';
import { ReferralHistoryList } from './referral-history-list';
import { ReferralLinkBox } from './referral-link-box';
import { ShareByEmailForm } from './share-by-email-form';
import { WelcomeCodeBox } from './welcome-code-box';
import { ListLoadFailed } from '@/components/common/list-states';

/** /customer/referrals: the shopper's link, sharing, earnings and history; a referred friend's welcome code. */
export function ReferralsView({ figures }: { figures: ProgrammeFigures }) {
  const { t } = useTranslation('referrals', { keyPrefix: 'account' });
  const router = useRouter();
  const { data, error, mutate } = useReferralUrl(true);
  const [sentCount, setSentCount] = useState(0);

  return (
    <div className="container-page min-h-[calc(100svh-7rem)] py-8 md:py-12">
      <h1 className="section-title">{t('heading')}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">
        {t('lead', { friend: figures.friendDiscount, minimum: figures.minimumSubtotal, reward: figures.referrerReward, days: figures.returnDays })}{' '}
        <Link href="/share-and-earn-money" className="font-medium text-ink underline underline-offset-4">
          {t('termsLink')}
        </Link>
      </p>
      {data?.welcome_code && <WelcomeCodeBox code={data.welcome_code.code} referrerFirstName={data.welcome_code.referrer_first_name} minimum={figures.minimumSubtotal} />}
      {error && !data ? (
        <div className="mt-6">
          <ListLoadFailed message={t('loadError')} retryLabel={t('retry')} onRetry={() => void mutate()} />
        </div>
      ) : !data ? (
        <div className="mt-6 h-40 animate-pulse rounded-xl bg-sand-100" aria-hidden="true" />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div className="flex flex-col gap-8">
            <ReferralLinkBox url={data.url} />
            <section aria-labelledby="share-heading">
              <h2 id="share-heading" className="mb-3 text-xl font-semibold text-ink">
                {t('shareHeading')}
              </h2>
              <ShareByEmailForm onSent={() => setSentCount((count) => count + 1)} />
            </section>
          </div>
          <section aria-labelledby="earnings-heading" className="self-start rounded-xl border border-sand-200 bg-white p-5" data-testid="referral-earnings">
            <h2 id="earnings-heading" className="text-xl font-semibold text-ink">
              {t('earningsHeading')}
            </h2>
            {data.earnings.length === 0 ? (
              <p className="mt-3 text-ink-muted">{t('earningsNone')}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-1">
                {data.earnings.map((earning) => (
                  <li key={earning.currency} className="text-2xl font-semibold text-ink">
                    {formatMinorUnits(earning.amount, earning.currency, router.locale)}
                  </li>
                ))}
              </ul>
            )}
            {data.pending > 0 && <p className="mt-3 text-sm text-ink-muted">{t('pending', { count: data.pending })}</p>}
            <Link href="/customer/credit" className="mt-4 inline-block text-sm font-medium text-ink underline underline-offset-4">
              {t('creditLink')}
            </Link>
          </section>
        </div>
      )}
      <ReferralHistoryList refreshKey={sentCount} />
    </div>
  );
}
