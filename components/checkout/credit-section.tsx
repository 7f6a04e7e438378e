import { useState, type FormEvent } from 'react';
import Cookies from 'js-cookie';
import { useTranslation } from '@/components/i18n/use-translation';
import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCheckout } from '@/store/slices/checkout-state';
import { checkoutFieldAction } from '@/store/slices/checkout-fields';
import { CheckoutInput } from './checkout-field';
import { creditAmountText, parseCreditAmount } from './credit-amount';
import { useCheckoutFormatters } from './use-checkout-formatters';
import { loadCheckoutService } from '@/services/checkout-hooks';

/**
 * Store credit for a signed-in shopper who holds some (spec §3 appliedCreditAmount, kept in the
 * CART_CREDIT_AMOUNT cookie too so a reload offers the same amount). The server caps it at the
 * balance and the order total and answers the new totals.
 */
export function CreditSection({ state, onChanged }: { state: CheckoutState; onChanged(state: CheckoutState): void }) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const { appliedCreditAmount } = useAppSelector(selectCheckout);
  const format = useCheckoutFormatters(state.totals.currency);
  const applied = state.totals.applied_credit_amount;
  const max = Math.min(state.credit_balance, state.totals.total_amount + applied);
  const [text, setText] = useState(() => (applied > 0 ? creditAmountText(applied) : appliedCreditAmount !== '0' ? appliedCreditAmount : creditAmountText(max)));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(amount: number) {
    setBusy(true);
    setError(null);
    try {
      const service = await loadCheckoutService();
      const next = await service.applyCredit(amount);
      const amountText = creditAmountText(next.totals.applied_credit_amount);
      dispatch(checkoutFieldAction('setAppliedCreditAmount', amountText));
      if (next.totals.applied_credit_amount > 0) Cookies.set(COOKIE_KEYS.CART_CREDIT_AMOUNT, amountText, { path: '/', sameSite: 'Lax' });
      else Cookies.remove(COOKIE_KEYS.CART_CREDIT_AMOUNT, { path: '/' });
      onChanged(next);
    } catch {
      setError(t('errors.creditFailed'));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = parseCreditAmount(text);
    if (amount === null || amount <= 0 || amount > max) {
      setError(t('errors.creditInvalid', { max: format.money(max) }));
      return;
    }
    void send(amount);
  }

  return (
    <section aria-labelledby="credit-heading" className="rounded-2xl border border-line p-5 md:p-6">
      <h2 id="credit-heading" className="text-lg font-semibold text-ink">
        {t('credit.heading')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('credit.balance', { amount: format.money(state.credit_balance) })}</p>
      {applied > 0 ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-lg bg-accent-50 px-3 py-2 text-sm">
          <span className="font-medium text-accent-800" role="status">
            {t('credit.applied', { amount: format.money(applied) })}
          </span>
          <button type="button" className="link-quiet font-medium" disabled={busy} onClick={() => void send(0)}>
            {t('credit.remove')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-3 flex items-start gap-2">
          <CheckoutInput
            id="credit-amount"
            className="flex-1"
            label={t('credit.label')}
            inputMode="decimal"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={error ?? undefined}
          />
          <button type="submit" className="btn-secondary mt-7 h-12 shrink-0" disabled={busy} aria-busy={busy || undefined}>
            {t('credit.apply')}
          </button>
        </form>
      )}
      {applied > 0 && error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </section>
  );
}
