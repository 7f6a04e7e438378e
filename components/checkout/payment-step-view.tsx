import { useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { ShieldCheckIcon } from '@/components/icons/shield-check-icon';
import { isApiError } from '@/services/api-error';
import type { RedirectOutcome } from '@/services/checkout-service';
import { usePayment } from '@/services/order-hooks';
import { useStoreActions } from '@/store/hooks';
import { CHECKOUT_PATH } from './checkout-paths';
import { paymentOutcome } from './place-order-outcome';
import { useCheckoutFormatters } from './use-checkout-formatters';
import { loadCheckoutService } from '@/services/checkout-hooks';
import { useAdoptPlacedOrder } from './use-place-order';

export type PaymentStep = 'card3ds' | 'installments' | 'amazon';

const COPY: Record<PaymentStep, { heading: string; lead: string; approve: string }> = {
  card3ds: { heading: 'progress.heading', lead: 'progress.lead', approve: 'progress.approve' },
  installments: { heading: 'redirect.affirmHeading', lead: 'redirect.affirmLead', approve: 'redirect.affirmApprove' },
  amazon: { heading: 'redirect.amazonHeading', lead: 'redirect.amazonLead', approve: 'redirect.amazonApprove' },
};

function firstQuery(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= 128 ? text : null;
}

/**
 * The redirect steps of the built-in test provider: 3-D Secure (/checkout-progress), the
 * installments partner (/affirm/confirm) and Amazon Pay (/amazon/checkout-review). A real
 * gateway would host these pages; here the shopper approves, fails or cancels, the server
 * settles the payment and the shopper lands where the outcome leads.
 */
export function PaymentStepView({ step }: { step: PaymentStep }) {
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const storeActions = useStoreActions();
  const adopt = useAdoptPlacedOrder();
  const reference = router.isReady ? firstQuery(router.query.reference) : null;
  const { data: payment, error, isLoading } = usePayment(reference);
  const format = useCheckoutFormatters(payment?.currency ?? 'USD');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const copy = COPY[step];

  async function answer(outcome: RedirectOutcome) {
    if (!reference) return;
    setBusy(true);
    setFailure(null);
    void storeActions((actions, dispatch) => dispatch(actions.showLoading(t('progress.confirming'))));
    try {
      const service = await loadCheckoutService();
      const result = await service.confirmPayment(reference, outcome);
      const next = paymentOutcome(result.payment, result.order.status);
      if (next.kind === 'paid' || next.kind === 'pending') {
        await adopt(result);
        await router.replace(next.path);
      } else if (next.kind === 'redirect') {
        await router.replace(next.url);
      } else {
        await router.replace(`${CHECKOUT_PATH}?payment=${next.kind === 'cancelled' ? 'cancelled' : 'failed'}`);
      }
    } catch (error) {
      // 402: the step failed or was cancelled and the order released; the cart waits at checkout.
      if (isApiError(error) && error.httpStatus === 402) await router.replace(`${CHECKOUT_PATH}?payment=${outcome === 'cancel' ? 'cancelled' : 'failed'}`);
      else setFailure(t('errors.paymentFailed'));
    } finally {
      void storeActions((actions, dispatch) => dispatch(actions.hideLoading()));
      setBusy(false);
    }
  }

  const waiting = !router.isReady || (reference !== null && isLoading);
  const done = payment && payment.status !== 'requires_action';

  return (
    <div className="container-page flex min-h-[calc(100svh-7rem)] justify-center py-10 md:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-line p-6 md:p-8">
          <ShieldCheckIcon className="size-8 text-accent-600" />
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-ink">{t(copy.heading)}</h1>
          {waiting ? (
            <div className="mt-4 h-24 animate-pulse rounded-lg bg-sand-100" aria-hidden="true" />
          ) : !payment || error ? (
            <p className="mt-3 text-ink" role="alert">
              {t('progress.missing')}
            </p>
          ) : done ? (
            <p className="mt-3 text-ink">{t('progress.done')}</p>
          ) : (
            <>
              <p className="mt-3 text-ink-muted">{t(copy.lead, { amount: format.money(payment.amount) })}</p>
              <p className="mt-1 text-sm text-ink-muted">{payment.display_label}</p>
              {failure ? (
                <p role="alert" className="mt-4 rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-600">
                  {failure}
                </p>
              ) : null}
              <div className="mt-6 flex flex-col gap-3">
                <button type="button" className="btn-primary w-full" disabled={busy} onClick={() => void answer('approve')}>
                  {t(copy.approve)}
                </button>
                <button type="button" className="btn-secondary w-full" disabled={busy} onClick={() => void answer('fail')}>
                  {step === 'card3ds' ? t('progress.fail') : t('redirect.decline')}
                </button>
                <button type="button" className="link-quiet self-center text-sm" disabled={busy} onClick={() => void answer('cancel')}>
                  {step === 'card3ds' ? t('progress.cancel') : t('redirect.cancel')}
                </button>
              </div>
              <p className="mt-6 text-center text-xs text-ink-muted">{t('redirect.testNote')}</p>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
