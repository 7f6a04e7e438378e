// The page's forms and session need the store from its first render (decision 0056).
import '@/store/eager-store';
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { AccountNav } from '@/components/account/account-nav';
import { RequireCustomer } from '@/components/account/require-customer';
import { useHistoryUserBuy } from '@/components/orders/use-history-user-buy';
import { PageHead } from '@/components/seo/page-head';
import { orderCodeParam } from '@/components/tracking/order-code-param';
import { TrackingResultView } from '@/components/tracking/tracking-result-view';
import { useOrderTracking } from '@/components/tracking/use-order-tracking';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

function CustomerOrderTracking() {
  const { t } = useTranslation('tracking');
  const router = useRouter();
  const code = orderCodeParam(router.query.orderNumber);
  const state = useOrderTracking(code, { guestAccess: false });
  useHistoryUserBuy(router.isReady ? 'your-order-detail-tracking' : null);
  return (
    <TrackingResultView
      orderCode={code}
      tracking={state.tracking}
      error={state.error}
      isLoading={!router.isReady || (code !== null && state.isLoading)}
      canAsk={state.canAsk}
      retry={state.retry}
      selfService={{ access: state.access, replace: state.replace }}
      backHref="/customer/your-orders"
      backLabel={t('result.allOrders')}
      withoutCode="notFound"
    />
  );
}

/** A signed-in customer's own order with its packages and timeline (spec §6); another's reads as not found. */
export default function YourOrderDetailTrackingPage() {
  const { t } = useTranslation('tracking');
  return (
    <>
      <PageHead pageKind="other" noIndex title={t('meta.customerTitle')} description={t('meta.description')} />
      <RequireCustomer>
        <AccountNav />
        <CustomerOrderTracking />
      </RequireCustomer>
    </>
  );
}

/* Server-rendered for the translations only: the order itself loads in the browser with the
 * customer's token, and no page is cached per order number. */
export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'checkout', 'orders', 'tracking']),
});
