import { useCallback, useEffect, useRef } from 'react';
import dynamic from 'next/dynamic';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { LockIcon } from '@/components/icons/lock-icon';
import { useCart } from '@/components/cart/use-cart';
import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { trackBeginCheckout } from '@/lib/tracking/data-layer';
import { useAppSelector, useStoreActions } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady } from '@/store/slices/auth-state';
import { ContactSection } from './contact-section';
import { CreditSection } from './credit-section';
import { DeliverySection } from './delivery-section';
import { hasChosenGuest, shouldAskCheckoutChoice } from './guest-choice';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { UnavailableItemsNotice } from './unavailable-items-notice';
import { UnavailableItemsContext, useUnavailableItemsState } from './unavailable-items-store';
import { useCheckoutState } from './use-checkout-state';
import { useComponentLoadTracking } from '@/components/layout/use-component-load-tracking';
import { ConsentDock } from '@/components/layout/consent-dock';

// Headless UI comes with the modal, for visitors only.
const CheckoutGateModal = dynamic(() => import('./checkout-gate-modal').then((module) => module.CheckoutGateModal), { ssr: false });

const BEFORE_PAYMENT = ['email', 'shipping_address', 'shipping_option', 'shipping_date'];

function useBeginCheckout(state: CheckoutState | undefined) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !state || state.cart.lines.length === 0) return;
    sent.current = true;
    trackBeginCheckout({
      currency: state.totals.currency,
      items: state.cart.lines.map((line) => ({ id: line.product_code, name: line.product_name, priceMinor: line.unit_price, quantity: line.quantity })),
      subtotalMinor: state.totals.total_product_price,
      taxMinor: state.totals.total_tax,
      totalMinor: state.totals.total_amount,
      discountMinor: state.totals.total_discount_price,
    });
  }, [state]);
}

/**
 * /secure-checkout: contact and addresses, delivery, store credit, payment on the left; the
 * order summary with the server's totals on the right (folded above the form on a phone). Each
 * step saves on the server, which answers the whole new state; nothing is added up here.
 */
export function SecureCheckoutView() {
  const unavailableItems = useUnavailableItemsState();
  return (
    <UnavailableItemsContext.Provider value={unavailableItems}>
      <SecureCheckoutContent />
    </UnavailableItemsContext.Provider>
  );
}

function SecureCheckoutContent() {
  useComponentLoadTracking('checkout');
  const { t } = useTranslation('checkout');
  const storeActions = useStoreActions();
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const gateOpen = useAppSelector((root) => root.modals.checkout.visible);
  const { state, isLoading, hasNoCart, error, retry, replace } = useCheckoutState();
  const { cart } = useCart();
  const hasLines = Boolean(state && state.cart.lines.length > 0);
  useBeginCheckout(state);

  // Asked once: not of a customer, nor of a visitor whose checkout already holds their contact.
  const hasSavedContact = Boolean(state && (state.email !== null || state.shipping_address !== null));
  useEffect(() => {
    if (isReady && hasLines && shouldAskCheckoutChoice({ isLoggedIn, hasSavedContact, chosenGuest: hasChosenGuest() })) void storeActions((actions, dispatch) => dispatch(actions.openModal({ name: 'checkout' })));
  }, [storeActions, hasLines, hasSavedContact, isLoggedIn, isReady]);

  // The promo code form changes the cart; the checkout's totals follow.
  const cartSignature = cart ? `${cart.promotion_code ?? ''}:${cart.total_amount}:${cart.item_count}` : null;
  const lastSignature = useRef(cartSignature);
  useEffect(() => {
    if (cartSignature !== null && lastSignature.current !== null && cartSignature !== lastSignature.current) retry();
    lastSignature.current = cartSignature;
  }, [cartSignature, retry]);

  const onChanged = useCallback((next: CheckoutState) => void replace(next), [replace]);
  const onAddressSaved = useCallback(
    (next: CheckoutState) => {
      void replace(next);
      window.setTimeout(() => document.getElementById('delivery-heading')?.focus(), 0);
    },
    [replace],
  );

  return (
    <div className="container-page min-h-[calc(100svh-7rem)] py-6 md:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="section-title">{t('page.heading')}</h1>
        <p className="flex items-center gap-1.5 text-sm text-ink-muted">
          <LockIcon className="size-4" />
          {t('page.secure')}
        </p>
      </div>
      {isLoading && !state ? (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]" aria-busy="true">
          <p role="status" className="sr-only">
            {t('page.loading')}
          </p>
          <div className="flex flex-col gap-4" aria-hidden="true">
            <div className="h-96 animate-pulse rounded-2xl bg-sand-100" />
            <div className="h-40 animate-pulse rounded-2xl bg-sand-100" />
          </div>
          <div className="hidden h-80 animate-pulse rounded-2xl bg-sand-100 lg:block" aria-hidden="true" />
        </div>
      ) : error && !state ? (
        <div className="mt-8 flex flex-col items-start gap-3" role="alert">
          <p className="text-ink">{t('page.loadError')}</p>
          <button type="button" className="btn-secondary" onClick={retry}>
            {t('page.retry')}
          </button>
        </div>
      ) : hasNoCart || !state || !hasLines ? (
        <div className="mt-8 flex flex-col items-start gap-4">
          <p className="text-ink">{t('page.empty')}</p>
          <Link href="/" className="btn-primary">
            {t('page.backToShop')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-10">
          <div className="flex flex-col gap-5 lg:order-2">
            <OrderSummary state={state} busy={false} />
          </div>
          <div className="flex min-w-0 flex-col gap-5 lg:order-1">
            <UnavailableItemsNotice state={state} onChanged={retry} />
            <ContactSection state={state} onSaved={onAddressSaved} />
            <DeliverySection state={state} onChanged={onChanged} />
            {isLoggedIn && state.credit_balance > 0 ? <CreditSection state={state} onChanged={onChanged} /> : null}
            {state.missing.some((step) => BEFORE_PAYMENT.includes(step)) ? (
              <section aria-labelledby="payment-heading" className="rounded-2xl border border-line p-5 md:p-6">
                <h2 id="payment-heading" className="text-lg font-semibold text-ink">
                  {t('payment.heading')}
                </h2>
                <p className="mt-2 text-sm text-ink-muted">{t('payment.addressFirst')}</p>
              </section>
            ) : (
              <PaymentSection state={state} refresh={retry} />
            )}
          </div>
        </div>
      )}
      <ConsentDock />
      {gateOpen ? <CheckoutGateModal /> : null}
    </div>
  );
}
