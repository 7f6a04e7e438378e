import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { FIELD_INPUT, TextField, fieldBorder } from '@/components/account/text-field';
import { isApiError, type ApiError } from '@/services/api-error';
import type { Reward } from '@/services/credit-service';
import { useMyRewards, useRefreshCredit } from '@/services/credit-hooks';
import { useAppSelector } from '@/store/hooks';
import { selectUserProfile } from '@/store/slices/auth-slice';
import { LoadState } from './load-state';
import { useCreditFormatters } from './use-credit-formatters';

type Field = 'reward_code' | 'email';

/** Which field a refusal is about and what to say, in the page's language (see claim-reward.ts). */
function refusalOf(error: ApiError): { field: Field; key: string } {
  const body = error.body as { data?: { issues?: { path?: string }[] } } | undefined;
  const field: Field = body?.data?.issues?.some((issue) => issue.path === 'body.email') ? 'email' : 'reward_code';
  if (error.httpStatus === 404) return { field, key: 'rewards.errors.unknown' };
  if (error.httpStatus === 409) return { field, key: 'rewards.errors.claimed' };
  if (error.httpStatus === 422) return { field, key: field === 'email' ? 'rewards.errors.email' : 'rewards.errors.closed' };
  if (error.httpStatus === 400) return { field, key: 'rewards.errors.format' };
  return { field, key: 'rewards.failed' };
}

function RewardsList() {
  const { t } = useTranslation('credit');
  const format = useCreditFormatters();
  const rewards = useMyRewards();
  const what = (reward: Reward) => (reward.kind === 'points' ? t('rewards.points', { count: reward.amount }) : format.money(reward.amount, reward.currency ?? 'USD'));
  return (
    <>
      <h3 className="mt-6 text-base font-semibold text-ink">{t('rewards.listHeading')}</h3>
      <LoadState data={rewards.data} error={rewards.error} retry={() => void rewards.mutate()}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="mt-2 text-ink-muted">{t('rewards.empty')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-sand-100" data-testid="rewards-list">
              {data.items.map((reward) => (
                <li key={reward.code} className="flex items-start justify-between gap-4 py-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">
                      {reward.name} <span className="font-mono text-ink-muted">{reward.code}</span>
                    </p>
                    <p className="text-ink-muted">
                      {t(`rewards.state.${reward.state}`)} · {t('rewards.claimedOn', { date: format.date(reward.claimed_at) })} ·{' '}
                      {t('rewards.expires', { date: format.date(reward.expires_at) })}
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold text-accent-700 tabular-nums">{what(reward)}</p>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </>
  );
}

/** Claim a campaign's reward code (credit or points, added at once), then the rewards claimed so far. */
export function RewardsSection() {
  const { t } = useTranslation('credit');
  const format = useCreditFormatters();
  const refresh = useRefreshCredit();
  const contentId = useId();
  const profile = useAppSelector(selectUserProfile);
  const [code, setCode] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [content, setContent] = useState('');
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailValue = email ?? profile?.email ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (code.trim().length < 3) return setError({ field: 'reward_code', text: t('rewards.errors.format') });
    setError(null);
    setBusy(true);
    try {
      const { claimRewardCode } = await import('@/services/credit-service');
      const reward = await claimRewardCode({ email: emailValue.trim(), reward_code: code.trim(), content: content.trim() });
      setDone(t('rewards.done', { what: reward.kind === 'points' ? t('rewards.points', { count: reward.amount }) : format.money(reward.amount, reward.currency ?? 'USD') }));
      setCode('');
      setContent('');
      refresh();
    } catch (failure) {
      const refusal = isApiError(failure) ? refusalOf(failure) : { field: 'reward_code' as const, key: 'rewards.failed' };
      setError({ field: refusal.field, text: t(refusal.key) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="rewards-heading" className="rounded-2xl border border-sand-200 bg-white p-5 md:p-6">
      <h2 id="rewards-heading" className="text-xl font-semibold text-ink">
        {t('rewards.heading')}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{t('rewards.lead')}</p>
      <form className="mt-4 flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('rewards.code')}
          name="reward_code"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error?.field === 'reward_code' ? error.text : undefined}
        />
        <TextField
          label={t('rewards.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={emailValue}
          onChange={(event) => setEmail(event.target.value)}
          error={error?.field === 'email' ? error.text : undefined}
        />
        <div>
          <label htmlFor={contentId} className="mb-1.5 block text-sm font-medium text-sand-900">
            {t('rewards.content')}
          </label>
          <textarea
            id={contentId}
            name="content"
            rows={2}
            maxLength={500}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            className={`${FIELD_INPUT} ${fieldBorder(false)} h-auto py-2.5`}
          />
        </div>
        <button type="submit" className="btn-primary self-start" disabled={busy}>
          {busy ? t('rewards.working') : t('rewards.submit')}
        </button>
        <p role="status" className="text-sm font-medium text-accent-700">
          {done}
        </p>
      </form>
      <RewardsList />
    </section>
  );
}
