import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'next-i18next/pages';
import X from 'lucide-react/icons/x';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeModal, openModal, selectModal } from '@/store/slices/modals-slice';
import { CHECKOUT_PATH } from './checkout-paths';
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
  };
  const signIn = () => {
    dispatch(closeModal('checkout'));
    dispatch(openModal({ name: 'login', data: { redirectTo: CHECKOUT_PATH } }));
  };

  return (
    <Dialog open={modal.visible} onClose={asGuest} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-sand-900/40" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-3 md:items-center md:p-6">
        <DialogPanel className="relative w-full max-w-md animate-fade-in rounded-xl bg-white p-5 shadow-raised md:p-8">
          <button
            type="button"
            onClick={asGuest}
            aria-label={t('gate.close')}
            className="absolute end-3 top-3 flex size-10 items-center justify-center rounded-full text-sand-600 hover:bg-sand-100 hover:text-sand-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <DialogTitle className="pe-10 text-xl font-semibold tracking-tight text-sand-900">{t('gate.title')}</DialogTitle>
          <Description className="mt-2 mb-6 text-sm text-sand-600">{t('gate.lead')}</Description>
          <div className="flex flex-col gap-3">
            <button type="button" className="btn-primary w-full" onClick={signIn} data-autofocus>
              {t('gate.signIn')}
            </button>
            <button type="button" className="btn-secondary w-full" onClick={asGuest}>
              {t('gate.guest')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
