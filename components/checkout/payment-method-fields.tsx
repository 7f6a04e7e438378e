import { useTranslation } from '@/components/i18n/use-translation';
import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { formatCardNumber, formatExpiry } from './card-input';
import { CheckoutInput } from './checkout-field';
import type { PaymentDraft, PaymentErrorField } from './payment-draft';

/* The card method's fields: a signed-in shopper's saved cards, else (or for a new card) the card
 * itself, and whether to save it. */

export interface CardFieldsProps {
  savedCards: CheckoutState['saved_cards'];
  savedCardId: number | null;
  onSavedCard(id: number | null): void;
  card: PaymentDraft['card'];
  onCard(patch: Partial<PaymentDraft['card']>): void;
  errorOf(field: PaymentErrorField): string | undefined;
  canSave: boolean;
  saveCard: boolean;
  onSaveCard(value: boolean): void;
}

export function CardFields({ savedCards, savedCardId, onSavedCard, card, onCard, errorOf, canSave, saveCard, onSaveCard }: CardFieldsProps) {
  const { t } = useTranslation('checkout');
  return (
    <>
      {savedCards.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-ink">{t('payment.savedCards')}</legend>
          {savedCards.map((saved) => (
            <label key={saved.id} className="flex items-center gap-3 text-sm text-ink">
              <input type="radio" name="saved-card" checked={savedCardId === saved.id} onChange={() => onSavedCard(saved.id)} className="size-4 accent-accent-600" />
              {t('payment.savedCard', { brand: saved.brand, last4: saved.last4, month: String(saved.exp_month).padStart(2, '0'), year: saved.exp_year })}
            </label>
          ))}
          <label className="flex items-center gap-3 text-sm text-ink">
            <input type="radio" name="saved-card" checked={savedCardId === null} onChange={() => onSavedCard(null)} className="size-4 accent-accent-600" />
            {t('payment.newCard')}
          </label>
        </fieldset>
      ) : null}
      {savedCardId === null ? (
        <div className="grid grid-cols-2 gap-4">
          <CheckoutInput
            id="card-number"
            className="col-span-2"
            label={t('payment.cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            onChange={(event) => onCard({ number: formatCardNumber(event.target.value) })}
            error={errorOf('card.number')}
          />
          <CheckoutInput
            id="card-expiry"
            label={t('payment.cardExpiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            value={card.expiry}
            onChange={(event) => onCard({ expiry: formatExpiry(event.target.value, card.expiry) })}
            error={errorOf('card.expiry')}
          />
          <CheckoutInput
            id="card-cvc"
            label={t('payment.cardCvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={card.cvc}
            onChange={(event) => onCard({ cvc: event.target.value.replace(/\D/g, '') })}
            error={errorOf('card.cvc')}
          />
          <CheckoutInput
            id="card-holder"
            className="col-span-2"
            label={t('payment.cardHolder')}
            autoComplete="cc-name"
            value={card.holder}
            onChange={(event) => onCard({ holder: event.target.value })}
            error={errorOf('card.holder')}
          />
          {canSave ? (
            <label className="col-span-2 flex items-center gap-3 text-sm text-ink">
              <input type="checkbox" checked={saveCard} onChange={(event) => onSaveCard(event.target.checked)} className="size-5 accent-accent-600" />
              {t('payment.saveCard')}
            </label>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** The ACH method's fields: account holder, routing number and account number (digits only). */
export function BankFields({ bank, onBank, errorOf }: { bank: PaymentDraft['bank']; onBank(next: PaymentDraft['bank']): void; errorOf(field: PaymentErrorField): string | undefined }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CheckoutInput
        id="bank-holder"
        className="sm:col-span-2"
        label={t('payment.achHolder')}
        autoComplete="name"
        value={bank.holder}
        onChange={(event) => onBank({ ...bank, holder: event.target.value })}
        error={errorOf('bank.holder')}
      />
      <CheckoutInput
        id="bank-routing"
        label={t('payment.achRouting')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        value={bank.routing}
        onChange={(event) => onBank({ ...bank, routing: event.target.value.replace(/\D/g, '') })}
        error={errorOf('bank.routing')}
      />
      <CheckoutInput
        id="bank-account"
        label={t('payment.achAccount')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        value={bank.account}
        onChange={(event) => onBank({ ...bank, account: event.target.value.replace(/\D/g, '') })}
        error={errorOf('bank.account')}
      />
    </div>
  );
}
