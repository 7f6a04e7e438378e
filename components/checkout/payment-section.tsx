import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { LockIcon } from '@/components/icons/lock-icon';
import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-state';
import { selectCheckout } from '@/store/slices/checkout-state';
import { checkoutFieldAction } from '@/store/slices/checkout-fields';
import { EMPTY_CARD, type CardField } from './card-input';
import { CheckoutSelect } from './checkout-field';
import { ErrorSummary, type SummaryError } from './error-summary';
import { cryptoAssetsOf, paymentChoices, type PaymentChoice } from './payment-choices';
import { EMPTY_BANK, paymentErrors, placeOrderBody, type BankField, type PaymentDraft, type PaymentErrorField } from './payment-draft';
import { BankFields, CardFields } from './payment-method-fields';
import { useCheckoutFormatters } from './use-checkout-formatters';
import { useReportedUnavailableItems } from './unavailable-items-store';
import { usePlaceOrder } from './use-place-order';
import { requestWalletToken } from './wallet-sheet';

const CARD_ERROR_KEYS: Record<CardField, string> = { number: 'cardNumber', expiry: 'cardExpiry', cvc: 'cardCvc', holder: 'cardHolder' };
const BANK_ERROR_KEYS: Record<BankField, string> = { account: 'accountNumber', routing: 'routingNumber', holder: 'accountHolder' };

function errorKeyOf(field: PaymentErrorField): string {
  if (field === 'method') return 'chooseMethod';
  if (field === 'asset') return 'chooseAsset';
  const [group, name] = field.split('.') as ['card' | 'bank', string];
  return group === 'card' ? CARD_ERROR_KEYS[name as CardField] : BANK_ERROR_KEYS[name as BankField];
}

const fieldIdOf = (field: PaymentErrorField) => (field === 'method' ? 'payment-methods' : field === 'asset' ? 'crypto-asset' : field.replace('.', '-'));

const NOTE_KEYS: Partial<Record<PaymentChoice['kind'], string>> = {
  installments: 'payment.installmentsNote',
  amazon_pay: 'payment.amazonNote',
  ach: 'payment.achNote',
  wire: 'payment.wireNote',
  crypto: 'payment.cryptoNote',
};

/**
 * The payment methods the server offers for this order (and only those), the fields of the one
 * chosen, and the place-order button with the server's total. A refused payment keeps the shopper
 * here with the reason and the form as it was, ready for another card.
 */
export function PaymentSection({ state, refresh }: { state: CheckoutState; refresh(): void }) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const checkout = useAppSelector(selectCheckout);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const format = useCheckoutFormatters(state.totals.currency);
  const choices = useMemo(() => paymentChoices(state.payment_methods), [state.payment_methods]);
  const choice = choices.find((candidate) => candidate.method_id === checkout.gatewayId) ?? choices[0] ?? null;
  const [card, setCard] = useState(EMPTY_CARD);
  const [bank, setBank] = useState(EMPTY_BANK);
  const [savedCardId, setSavedCardId] = useState<number | null>(state.saved_cards[0]?.id ?? null);
  const [shownErrors, setShownErrors] = useState<PaymentErrorField[]>([]);
  const [submits, setSubmits] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  // Bumped each time the server refuses: the same reason twice must still be shown and focused.
  const [refusals, setRefusals] = useState(0);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const { place, newAttempt } = usePlaceOrder(state, refresh);
  const ready = state.missing.length === 0;
  const assets = choice?.kind === 'crypto' ? cryptoAssetsOf(choice) : [];
  const cryptoAsset = checkout.cryptoCurrency && assets.includes(checkout.cryptoCurrency) ? checkout.cryptoCurrency : (assets.length === 1 ? assets[0]! : null);

  useEffect(() => {
    // One id per checkout visit, sent with the order for the provider's fraud checks.
    if (!checkout.deviceSessionId) dispatch(checkoutFieldAction('setDeviceSessionId', crypto.randomUUID()));
  }, [checkout.deviceSessionId, dispatch]);

  // Back from a redirect step that did not go through (/checkout-progress, /affirm, /amazon).
  const [returnSeen, setReturnSeen] = useState(false);
  const returned = returnSeen ? null : router.query.payment === 'failed' ? t('errors.paymentFailed') : router.query.payment === 'cancelled' ? t('errors.paymentCancelled') : null;
  const shownFailure = failure ?? returned;

  // A refused card is said where the shopper is looking: the message scrolls into view and takes
  // the focus (it is also an alert, so screen readers announce it); the focus used to stay on the
  // pressed button, or drop to <body> while it was disabled, with the reason off-screen above.
  // Back from a payment page that did not go through (`returned`), the same once the query is read.
  // Items that can no longer be bought are named, with their remove buttons, by the notice above
  // the form, which takes the focus itself (unavailable-items-notice.tsx).
  const noticeTakesFocus = useReportedUnavailableItems().length > 0;
  const focusedRefusal = useRef(0);
  useEffect(() => {
    if (refusals === focusedRefusal.current && returned === null) return;
    focusedRefusal.current = refusals;
    const alert = failureRef.current;
    if (!alert || noticeTakesFocus) return;
    alert.scrollIntoView({ block: 'center', behavior: 'smooth' });
    alert.focus({ preventScroll: true });
  }, [refusals, returned, noticeTakesFocus]);

  const draft: PaymentDraft = { choice, card, savedCardId: choice?.kind === 'card' && isLoggedIn ? savedCardId : null, saveCard: isLoggedIn && checkout.isSaveCreditCard, bank, cryptoAsset };
  const liveErrors = paymentErrors(draft);
  // Errors show after a refused press, and go away field by field as they are corrected.
  const visible = shownErrors.filter((field) => liveErrors.includes(field));
  const errorOf = (field: PaymentErrorField) => (visible.includes(field) ? t(`errors.${errorKeyOf(field)}`) : undefined);
  const summary: SummaryError[] = visible.map((field) => ({ fieldId: fieldIdOf(field), message: t(`errors.${errorKeyOf(field)}`) }));

  function changed() {
    setFailure(null);
    setReturnSeen(true);
    newAttempt();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmits((count) => count + 1);
    if (!ready) {
      setFailure(t('errors.notReady'));
      setRefusals((count) => count + 1);
      return;
    }
    if (liveErrors.length > 0) {
      setShownErrors(liveErrors);
      return;
    }
    setShownErrors([]);
    setFailure(null);
    setReturnSeen(true);
    const walletToken = choice && (choice.kind === 'apple_pay' || choice.kind === 'google_pay') ? await requestWalletToken(choice.method_id) : undefined;
    const body = placeOrderBody(draft, { expectedTotal: state.totals.total_amount, walletToken, deviceSessionId: checkout.deviceSessionId });
    const result = await place(body);
    if (result) {
      setFailure(result);
      setRefusals((count) => count + 1);
      if (choice?.kind === 'card' && draft.savedCardId === null) setCard((current) => ({ ...current, number: '', cvc: '' }));
    }
  }

  if (choices.length === 0) {
    return (
      <section aria-labelledby="payment-heading" className="rounded-2xl border border-line p-5 md:p-6">
        <h2 id="payment-heading" className="text-lg font-semibold text-ink">
          {t('payment.heading')}
        </h2>
        <p className="mt-2 text-sm text-ink-muted">{t('payment.addressFirst')}</p>
      </section>
    );
  }

  return (
    <section aria-labelledby="payment-heading" className="rounded-2xl border border-line p-5 md:p-6">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <h2 id="payment-heading" className="text-lg font-semibold text-ink">
          {t('payment.heading')}
        </h2>
        <ErrorSummary errors={summary} focusKey={submits} />
        {shownFailure ? (
          <p
            ref={failureRef}
            tabIndex={-1}
            role="alert"
            aria-live="assertive"
            data-testid="payment-failure"
            className="scroll-mt-28 rounded-lg border border-danger-600 bg-danger-50 p-3 text-sm font-medium text-danger-600 focus-visible:outline-danger-600"
          >
            {shownFailure}
          </p>
        ) : null}
        <fieldset id="payment-methods" tabIndex={-1}>
          <legend className="sr-only">{t('payment.methods')}</legend>
          <div className="flex flex-col gap-2">
            {choices.map((option) => {
              const checked = option.id === choice?.id;
              return (
                <div key={option.id} className={clsx('rounded-xl border transition-colors', checked ? 'border-accent-600 bg-accent-50/40' : 'border-line')}>
                  <label className="flex cursor-pointer items-center gap-3 p-4 text-sm font-medium text-ink">
                    <input
                      type="radio"
                      name="payment-method"
                      value={option.id}
                      checked={checked}
                      onChange={() => {
                        dispatch(checkoutFieldAction('setGatewayId', option.method_id));
                        changed();
                      }}
                      className="size-4 shrink-0 accent-accent-600"
                    />
                    {t(`payment.${option.labelKey}`, { id: option.method_id })}
                  </label>
                  {checked ? (
                    <div className="flex flex-col gap-4 px-4 pb-4">
                      {option.kind === 'card' ? (
                        <CardFields
                          savedCards={isLoggedIn ? state.saved_cards : []}
                          savedCardId={draft.savedCardId}
                          onSavedCard={(id) => {
                            setSavedCardId(id);
                            changed();
                          }}
                          card={card}
                          onCard={(patch) => {
                            setCard((current) => ({ ...current, ...patch }));
                            changed();
                          }}
                          errorOf={errorOf}
                          canSave={isLoggedIn}
                          saveCard={checkout.isSaveCreditCard}
                          onSaveCard={(value) => dispatch(checkoutFieldAction('setSaveCreditCard', value))}
                        />
                      ) : null}
                      {option.kind === 'apple_pay' || option.kind === 'google_pay' ? (
                        <p className="text-sm text-ink-muted">{t('payment.walletNote', { wallet: t(`payment.${option.labelKey}`) })}</p>
                      ) : null}
                      {option.kind === 'ach' ? (
                        <BankFields
                          bank={bank}
                          onBank={(next) => {
                            setBank(next);
                            changed();
                          }}
                          errorOf={errorOf}
                        />
                      ) : null}
                      {option.kind === 'crypto' && assets.length > 1 ? (
                        <CheckoutSelect
                          id="crypto-asset"
                          label={t('payment.cryptoAsset')}
                          value={cryptoAsset ?? ''}
                          onChange={(event) => {
                            dispatch(checkoutFieldAction('setCryptoCurrency', event.target.value || null));
                            changed();
                          }}
                          error={errorOf('asset')}
                        >
                          <option value="">{t('payment.chooseAsset')}</option>
                          {assets.map((asset) => (
                            <option key={asset} value={asset}>
                              {t(`payment.asset.${asset}`, { defaultValue: asset })}
                            </option>
                          ))}
                        </CheckoutSelect>
                      ) : null}
                      {NOTE_KEYS[option.kind] ? <p className="text-sm text-ink-muted">{t(NOTE_KEYS[option.kind]!)}</p> : null}
                    </div>
                  ) : null}
                </div>
              );
            })}
          </div>
        </fieldset>
        <button type="submit" className="btn-primary h-14 w-full text-base" disabled={checkout.isProcessingCheckout} aria-busy={checkout.isProcessingCheckout || undefined}>
          <LockIcon className="me-2 size-4" />
          {checkout.isProcessingCheckout ? t('place.placing') : t('place.button', { total: format.money(state.totals.total_amount) })}
        </button>
        <p className="text-center text-xs text-ink-muted">{t('place.terms')}</p>
      </form>
    </section>
  );
}
