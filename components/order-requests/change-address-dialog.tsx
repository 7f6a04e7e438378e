import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { addressFromServer, serverFieldErrors, toAddressInput, validateAddressDraft, type AddressDraft, type AddressErrors } from '@/components/checkout/address-draft';
import { AddressFields } from '@/components/checkout/address-fields';
import type { Address } from '@/lib/contracts/ordering/checkout-schemas';
import { ActionDialog } from './action-dialog';
import type { OrderActionAnswer } from '@/services/order-actions-service';
import { useOrderAction } from './use-order-action';

export interface ChangeAddressDialogProps {
  orderCode: string;
  access: string | null;
  /** The address the order ships to now: the form starts from it. Its country is fixed, since prices and tax were set for it. */
  current: Address;
  onDone: (answer: OrderActionAnswer) => void;
  onClose: () => void;
}

/**
 * A new delivery address for what has not shipped yet, with the checkout's own fields and checks
 * (lib/address), so the same address is accepted or refused for the same reasons as at checkout.
 */
export function ChangeAddressDialog({ orderCode, access, current, onDone, onClose }: ChangeAddressDialogProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'requests' });
  const storeCountry = current.country;
  const [draft, setDraft] = useState<AddressDraft>(() => addressFromServer(current, storeCountry));
  const [localErrors, setLocalErrors] = useState<AddressErrors>({});
  const action = useOrderAction(orderCode, access, onDone);
  // The API names fields "body.address.<field>"; the checkout's mapper reads the shipping address's.
  const serverErrors = serverFieldErrors(
    action.issues.map((issue) => ({ ...issue, path: issue.path.replace(/^(body\.)?address\b/, 'body.shipping_address') })),
    { shipping: draft, billing: draft },
    storeCountry,
  ).shipping;

  const submit = () => {
    const errors = validateAddressDraft(draft, storeCountry);
    setLocalErrors(errors);
    if (Object.keys(errors).length > 0) return;
    action.run({ kind: 'change_address', address: toAddressInput(draft) });
  };

  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t('address.title')}
      lead={t('address.lead')}
      submitLabel={t('address.submit')}
      busy={action.busy}
      error={action.error}
      onSubmit={submit}
    >
      <AddressFields
        scope="shipping"
        value={draft}
        onChange={(patch) => setDraft((previous) => ({ ...previous, ...patch }))}
        errors={{ ...serverErrors, ...localErrors }}
        countries={[storeCountry]}
      />
    </ActionDialog>
  );
}
