import { useTranslation } from '@/components/i18n/use-translation';
import { ModalFrame } from '@/components/common/modal-frame';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeModal, openModal, selectModal } from '@/store/slices/modals-slice';
import { CHECKOUT_PATH } from './checkout-paths';
import { focusAfterDialog } from '@/lib/dom/focus-after-dialog';
import { rememberGuestChoice } from './guest-choice';

/**
 * The layout's checkout modal (spec §2, modals-slice `checkout`): a visitor who starts checkout
 * chooses between signing in (saved cards, store credit, orders in the account) and going on as a
 * guest. Loaded only on /secure-checkout and only for visitors; Headless UI traps the focus.
 */
export function CheckoutGateModal() {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectModal('checkout'));

  const asGuest = () => {
    rememberGuestChoice();
    dispatch(closeModal('checkout'));
    // The guest starts where checkout starts, not on <body> 18 Tabs away from it.
    focusAfterDialog(['contact-email', 'contact-heading']);
  };
  const signIn = () => {
    dispatch(closeModal('checkout'));
    dispatch(openModal({ name: 'login', data: { redirectTo: CHECKOUT_PATH } }));
  };

  return (
    <ModalFrame open={modal.visible} onClose={asGuest} closeLabel={t('gate.close')} title={t('gate.title')} lead={t('gate.lead')}>
      <div className="flex flex-col gap-3">
        <button type="button" className="btn-primary w-full" onClick={signIn} data-autofocus>
          {t('gate.signIn')}
        </button>
        <button type="button" className="btn-secondary w-full" onClick={asGuest}>
          {t('gate.guest')}
        </button>
      </div>
    </ModalFrame>
  );
}
