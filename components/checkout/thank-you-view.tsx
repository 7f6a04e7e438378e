import { useEffect } from 'react';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { CircleCheckIcon } from '@/components/icons/circle-check-icon';
import { OrderDetails } from '@/components/orders/order-details';
import { useOrderFromQuery } from '@/components/orders/use-order';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-slice';
import { YOUR_ORDERS_PATH } from './checkout-paths';
import { trackOrderOnce } from './purchase-tracking';
import { useComponentLoadTracking } from '@/components/layout/use-component-load-tracking';

/**
 * /thank-you?order=CODE: the order read back from the server (so a reload shows it too) and the
 * purchase and Charge_success events, once per order.
 */
export function ThankYouView() {
  useComponentLoadTracking('order_success');
  const { t } = useTranslation('checkout');
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { order, error, isLoading, missing } = useOrderFromQuery();

  useEffect(() => {
    if (order) trackOrderOnce(order);
  }, [order]);

  return (
    <div className="container-page min-h-[calc(100svh-7rem)] py-8 md:py-12">
      {isLoading ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {t('thankYou.loading')}
          </p>
          <div className="h-10 w-72 max-w-full animate-pulse rounded-md bg-sand-100" aria-hidden="true" />
          <div className="mt-8 h-72 animate-pulse rounded-2xl bg-sand-100" aria-hidden="true" />
        </div>
      ) : missing || error || !order ? (
        <div className="flex flex-col items-start gap-4">
          <h1 className="section-title">{t('meta.thankYouTitle')}</h1>
          <p className="text-ink" role="alert">
            {t('thankYou.missing')}
          </p>
          <Link href="/" className="btn-primary">
            {t('thankYou.continue')}
          </Link>
        </div>
      ) : (
        <>
          <div className="mb-8 flex items-start gap-3">
            <CircleCheckIcon className="mt-1 size-7 shrink-0 text-accent-600" />
            <div>
              <h1 className="section-title">{t('thankYou.heading')}</h1>
              <p className="mt-2 text-ink-muted">{t('thankYou.lead', { code: order.code, email: order.email })}</p>
            </div>
          </div>
          <OrderDetails order={order} />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/" className="btn-primary">
              {t('thankYou.continue')}
            </Link>
            {isLoggedIn ? (
              <Link href={YOUR_ORDERS_PATH} className="btn-secondary">
                {t('thankYou.yourOrders')}
              </Link>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
