import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { ActionDialog, ReasonField } from './action-dialog';
import type { OrderActionAnswer } from '@/services/order-actions-service';
import { useOrderAction } from './use-order-action';

export interface CancelDialogProps {
  orderCode: string;
  access: string | null;
  /** Null cancels the whole order; a vendor code cancels that vendor's unshipped package. */
  vendorCode: string | null;
  /** The items the cancellation takes, as the shopper reads them. */
  itemNames: string[];
  onDone: (answer: OrderActionAnswer) => void;
  onClose: () => void;
}

/** Confirms cancelling the order or one package, with an optional reason. */
export function CancelDialog({ orderCode, access, vendorCode, itemNames, onDone, onClose }: CancelDialogProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'requests' });
  const [reason, setReason] = useState('');
  const action = useOrderAction(orderCode, access, onDone);
  const whole = vendorCode === null;
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t(whole ? 'cancelOrder.title' : 'cancelPackage.title')}
      lead={t(whole ? 'cancelOrder.lead' : 'cancelPackage.lead')}
      submitLabel={t(whole ? 'cancelOrder.submit' : 'cancelPackage.submit')}
      busy={action.busy}
      error={action.error}
      onSubmit={() => action.run(whole ? { kind: 'cancel_order', reason } : { kind: 'cancel_package', vendor_code: vendorCode, reason })}
    >
      {itemNames.length > 0 ? (
        <ul className="list-disc ps-5 text-sm text-ink">
          {itemNames.map((name, index) => (
            <li key={`${name}-${index}`}>{name}</li>
          ))}
        </ul>
      ) : null}
      <ReasonField id="cancel-reason" label={t('reason.optionalLabel')} hint={t('reason.hint')} value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
