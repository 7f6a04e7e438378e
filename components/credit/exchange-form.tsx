import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { FIELD_INPUT, TextField } from '@/components/account/text-field';
import { isApiError } from '@/services/api-error';
import type { MyPoints } from '@/services/credit-service';
import { useMyCredit, useMyPoints, useRefreshCredit } from '@/services/credit-hooks';
import { parseMinorUnits } from './parse-minor-units';
import { useCreditFormatters } from './use-credit-formatters';

type Rates = MyPoints['exchange'];

/** The first rule the amount breaks (the server checks the same ones), or the points it buys. */
function checkAmount(text: string, rates: Rates): { error: 'invalidAmount' | 'tooSmall' | 'tooLarge' | 'notMultiple' } | { amount: number; points: number } {
  const amount = parseMinorUnits(text);
  if (amount === null || amount === 0) return { error: 'invalidAmount' };
  if (amount < rates.min_credit) return { error: 'tooSmall' };
  if (amount > rates.max_credit) return { error: 'tooLarge' };
  if (amount % rates.credit_per_point !== 0) return { error: 'notMultiple' };
  return { amount, points: amount / rates.credit_per_point };
}

/** Exchange store credit for points at the server's rate, shown with its limits in the chosen currency. */
export function ExchangeForm() {
  const { t } = useTranslation('credit');
  const format = useCreditFormatters();
  const refresh = useRefreshCredit();
  const selectId = useId();
  const balances = useMyCredit().data?.balances.filter((balance) => balance.amount > 0) ?? [];
  const rates = useMyPoints(1).data?.exchange;
  const [picked, setPicked] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const currency = picked && balances.some((balance) => balance.currency === picked) ? picked : (balances[0]?.currency ?? null);

  if (!rates) return null;
  const money = (minor: number) => format.money(minor, currency ?? 'USD');
  const values = { price: money(rates.credit_per_point), min: money(rates.min_credit), max: money(rates.max_credit) };
  const checked = text.trim() === '' ? null : checkAmount(text, rates);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const result = checkAmount(text, rates!);
    if ('error' in result) return setError(t(`exchange.${result.error}`, values));
    if (!currency) return;
    setError(null);
    setBusy(true);
    try {
      const { exchangeCreditToPoints } = await import('@/services/credit-service');
      const answer = await exchangeCreditToPoints({ currency, amount: result.amount });
      setDone(t('exchange.done', { amount: format.money(answer.credit_spent, answer.currency), points: format.number(answer.points_added) }));
      setText('');
      refresh();
    } catch (failure) {
      setError(t(isApiError(failure) && failure.httpStatus === 422 ? 'exchange.notEnough' : 'exchange.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="exchange-heading" className="rounded-2xl border border-sand-200 bg-white p-5 md:p-6">
      <h2 id="exchange-heading" className="text-xl font-semibold text-ink">
        {t('exchange.heading')}
      </h2>
      <p className="mt-2 text-sm text-ink-muted" data-testid="exchange-rate">
        {t('exchange.rate', values)} {t('exchange.limits', values)}
      </p>
      {currency === null ? (
        <p className="mt-4 text-ink-muted">{t('exchange.noCredit')}</p>
      ) : (
        <form className="mt-4 flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
          {balances.length > 1 && (
            <div>
              <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-sand-900">
                {t('exchange.currency')}
              </label>
              <select id={selectId} className={`${FIELD_INPUT} border-sand-300`} value={currency} onChange={(event) => setPicked(event.target.value)}>
                {balances.map((balance) => (
                  <option key={balance.currency} value={balance.currency}>
                    {balance.currency} · {format.money(balance.amount, balance.currency)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <TextField
            label={`${t('exchange.amount')} (${currency})`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            hint={checked && 'points' in checked ? t('exchange.preview', { count: checked.points }) : t('exchange.amountHint')}
            error={error ?? undefined}
          />
          <button type="submit" className="btn-primary self-start" disabled={busy}>
            {busy ? t('exchange.working') : t('exchange.submit')}
          </button>
          <p role="status" className="text-sm font-medium text-accent-700">
            {done}
          </p>
        </form>
      )}
    </section>
  );
}
