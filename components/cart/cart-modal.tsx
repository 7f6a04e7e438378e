import { useEffect, useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { CircleCheckIcon } from '@/components/icons/circle-check-icon';
import { ModalFrame } from '@/components/common/modal-frame';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCheckoutLoading, setShowPopupCart } from '@/store/slices/checkout-slice';
import { closeModal, selectModal } from '@/store/slices/modals-slice';
import { CartDealSuggestions } from './cart-deal-suggestions';
import { CartEmpty } from './cart-empty';
import { CartLines } from './cart-lines';
import { CartLoadError } from './cart-load-error';
import { CartSkeleton } from './cart-skeleton';
import { CartSummary } from './cart-summary';
import { useCart } from './use-cart';
import { useComponentLoadTracking } from '@/components/layout/use-component-load-tracking';

/**
 * The popup cart of spec §2 (`openModal({ name: 'cart' })`): a dialog from the side with the
 * lines, the promo code, the totals, "Checkout" and "View cart". Mounted only while open and
 * loaded on demand (cart-modal-mount.tsx); Headless UI traps the focus, closes on Escape and on
 * a click outside, and the focus returns to what opened it.
 */
export function CartModal() {
  useComponentLoadTracking('popup_cart');
  const { t, ready } = useTranslation('cart', { useSuspense: false });
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectModal('cart'));
  const loading = useAppSelector(selectCheckoutLoading);
  const { cart, isLoading, hasNoCart, error, retry } = useCart();
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));

  useEffect(() => {
    dispatch(setShowPopupCart(true));
    return () => {
      dispatch(setShowPopupCart(false));
      // After the dialog's own clean-up, which would otherwise leave the focus on <body>.
      window.setTimeout(() => {
        if (opener?.isConnected) opener.focus();
      }, 0);
    };
  }, [dispatch, opener]);

  const close = () => dispatch(closeModal('cart'));
  const busy = loading.updateCart || loading.removeItem;
  const isEmpty = hasNoCart || (cart !== undefined && cart.lines.length === 0);
  const justAdded = modal.data?.addedQuantity;

  return (
    <ModalFrame
      open={modal.visible}
      onClose={close}
      variant="side-panel"
      title={ready ? (cart && cart.item_count > 0 ? t('titleWithCount', { count: cart.item_count }) : t('title')) : '\u00a0'}
      closeLabel={ready ? t('close') : undefined}
    >
      {ready && justAdded ? (
        <p role="status" className="flex items-center gap-2 bg-accent-50 px-5 py-2.5 text-sm font-medium text-accent-800">
          <CircleCheckIcon className="size-4" />
          {t('added', { count: justAdded })}
        </p>
      ) : null}
      <div className="min-h-0 flex-1 overflow-y-auto px-5">
        {!ready || (isLoading && !cart) ? (
          <CartSkeleton lines={2} />
        ) : error && !cart ? (
          <CartLoadError onRetry={retry} />
        ) : isEmpty || !cart ? (
          <CartEmpty onNavigate={close} />
        ) : (
          <>
            <CartLines cart={cart} size="compact" onNavigate={close} />
            <CartDealSuggestions cart={cart} size="compact" />
          </>
        )}
      </div>
      {ready && cart && cart.lines.length > 0 ? (
        <div className="shrink-0 border-t border-line px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <CartSummary cart={cart} busy={busy} variant="popup" onNavigate={close} />
        </div>
      ) : null}
    </ModalFrame>
  );
}
