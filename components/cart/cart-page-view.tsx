import Link from '@/components/common/store-link';
import { ConsentDock } from '@/components/layout/consent-dock';
import { useTranslation } from '@/components/i18n/use-translation';
import { useAppSelector } from '@/store/hooks';
import { selectCheckoutLoading } from '@/store/slices/checkout-state';
import { CartDealSuggestions } from './cart-deal-suggestions';
import { CartEmpty } from './cart-empty';
import { CartLines } from './cart-lines';
import { CartLoadError } from './cart-load-error';
import { CartSkeleton } from './cart-skeleton';
import { CartSummary } from './cart-summary';
import { useCart } from './use-cart';

/**
 * /cart: the lines on the left, the summary on the right (under the lines below 992 px). The
 * HTML carries no cart (pages are cached for everyone, decision 0003); the cart arrives through
 * SWR, with skeletons of the same size until then; the page holds a screen's height so the footer
 * never moves into view and back.
 */
export function CartPageView() {
  const { t } = useTranslation('cart');
  const { cart, isLoading, hasNoCart, error, retry } = useCart();
  const loading = useAppSelector(selectCheckoutLoading);
  const busy = loading.updateCart || loading.removeItem;
  const isEmpty = hasNoCart || (cart !== undefined && cart.lines.length === 0);

  return (
    <div className="container-page min-h-[calc(100svh-7rem)] py-8 md:py-12">
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="section-title">{t('page.heading')}</h1>
        {cart && cart.item_count > 0 ? <p className="text-sm text-ink-muted">{t('itemCount', { count: cart.item_count })}</p> : null}
      </div>
      {isLoading && !cart ? (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <CartSkeleton lines={2} roomy />
          <div className="hidden h-64 animate-pulse rounded-2xl bg-sand-100 lg:block" aria-hidden="true" />
        </div>
      ) : error && !cart ? (
        <CartLoadError onRetry={retry} />
      ) : isEmpty || !cart ? (
        <CartEmpty />
      ) : (
        <div className="mt-6 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="cart-lines-heading">
            <h2 id="cart-lines-heading" className="sr-only">
              {t('lines.heading')}
            </h2>
            <CartLines cart={cart} size="roomy" />
            <CartDealSuggestions cart={cart} size="roomy" />
            <Link href="/" className="link-quiet mt-4 inline-block text-sm">
              {t('summary.continue')}
            </Link>
          </section>
          <section aria-labelledby="cart-summary-heading" className="rounded-2xl bg-surface p-5 md:p-6 lg:sticky lg:top-24">
            <h2 id="cart-summary-heading" className="mb-4 text-lg font-semibold text-ink">
              {t('summary.title')}
            </h2>
            <CartSummary cart={cart} busy={busy} variant="page" />
          </section>
        </div>
      )}
      {/* The promo code and quantities are fields too: the consent layer sits after them (0048). */}
      <ConsentDock />
    </div>
  );
}
