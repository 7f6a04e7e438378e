import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { useCheckoutFormatters } from '@/components/checkout/use-checkout-formatters';
import { ActionDialog, ReasonField } from './action-dialog';
import type { OrderActionAnswer } from '@/services/order-actions-service';
import type { ReturnCondition } from '@/lib/contracts/ordering/order-requests-schemas';
import { useOrderAction } from './use-order-action';

export interface ReturnItemDialogProps {
  orderCode: string;
  access: string | null;
  currency: string;
  line: { id: number; name: string; returnUntil: string };
  onDone: (answer: OrderActionAnswer) => void;
  onClose: () => void;
}

const CONDITIONS: readonly ReturnCondition[] = ['unopened', 'used'];

/** Asks to return one delivered item before its deadline: why, and whether it was used. */
export function ReturnItemDialog({ orderCode, access, currency, line, onDone, onClose }: ReturnItemDialogProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'requests' });
  const format = useCheckoutFormatters(currency);
  const [reason, setReason] = useState('');
  const [condition, setCondition] = useState<ReturnCondition>('unopened');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const action = useOrderAction(orderCode, access, onDone);
  const submit = () => {
    if (reason.trim() === '') {
      setReasonError(t('reason.required'));
      return;
    }
    setReasonError(undefined);
    action.run({ kind: 'return_item', order_line_id: line.id, reason, condition });
  };
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t('return.title', { name: line.name })}
      lead={t('return.deadline', { date: format.longDay(line.returnUntil) })}
      submitLabel={t('return.submit')}
      busy={action.busy}
      error={action.error}
      onSubmit={submit}
    >
      <ReasonField id="return-reason" label={t('reason.requiredLabel')} value={reason} onChange={setReason} error={reasonError} required />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-sand-900">{t('return.condition')}</legend>
        <div className="flex flex-col gap-2">
          {CONDITIONS.map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-sand-300 p-3 has-[:checked]:border-accent-600">
              <input type="radio" name="return-condition" value={value} checked={condition === value} onChange={() => setCondition(value)} className="mt-1 size-4 accent-accent-600" />
              <span className="text-sm">
                <span className="block font-medium text-ink">{t(`return.conditions.${value}.label`)}</span>
                <span className="block text-sand-600">{t(`return.conditions.${value}.hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </ActionDialog>
  );
}
