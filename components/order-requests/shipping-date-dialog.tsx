import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { CheckoutSelect } from '@/components/checkout/checkout-field';
import { useCheckoutFormatters } from '@/components/checkout/use-checkout-formatters';
import { ActionDialog } from './action-dialog';
import type { OrderActionAnswer } from '@/services/order-actions-service';
import { useOrderAction } from './use-order-action';

export interface ShippingDateDialogProps {
  orderCode: string;
  access: string | null;
  currency: string;
  /** The dates the server offers (yyyy-mm-dd) and the one chosen now, if any. */
  dates: string[];
  current: string | null;
  onDone: (answer: OrderActionAnswer) => void;
  onClose: () => void;
}

/** Moves the ship date to one of the dates the server offers. */
export function ShippingDateDialog({ orderCode, access, currency, dates, current, onDone, onClose }: ShippingDateDialogProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'requests' });
  const format = useCheckoutFormatters(currency);
  const [date, setDate] = useState(() => dates.find((candidate) => candidate !== current) ?? dates[0] ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const action = useOrderAction(orderCode, access, onDone);
  const submit = () => {
    if (!dates.includes(date)) {
      setFieldError(t('shippingDate.required'));
      return;
    }
    setFieldError(undefined);
    action.run({ kind: 'change_shipping_date', shipping_date: date });
  };
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t('shippingDate.title')}
      lead={current ? t('shippingDate.leadCurrent', { date: format.longDay(current) }) : t('shippingDate.lead')}
      submitLabel={t('shippingDate.submit')}
      busy={action.busy}
      error={action.error}
      onSubmit={submit}
    >
      <CheckoutSelect id="new-shipping-date" label={t('shippingDate.label')} value={date} onChange={(event) => setDate(event.target.value)} error={fieldError}>
        {dates.map((candidate) => (
          <option key={candidate} value={candidate}>
            {format.longDay(candidate)}
          </option>
        ))}
      </CheckoutSelect>
    </ActionDialog>
  );
}
