import { useTranslation } from '@/components/i18n/use-translation';
import { CheckoutInput } from './checkout-field';
import type { PaymentDraft, PaymentErrorField } from './payment-draft';

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
