// The page's forms and session need the store from its first render (decision 0056).
import '@/store/eager-store';
import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { AccountNav } from '@/components/account/account-nav';
import { RequireCustomer } from '@/components/account/require-customer';
import { YourRequestOrdersView } from '@/components/order-requests/your-request-orders-view';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** The shopper's cancel, change and return requests (issue 6 item 3): customer-only, never indexed. */
export default function YourRequestOrdersPage() {
  const { t } = useTranslation('orders', { keyPrefix: 'requests' });
  return (
    <>
      <PageHead pageKind="other" path="/customer/your-request-orders" query={{}} noIndex title={t('meta.title')} description={t('meta.description')} />
      <RequireCustomer>
        <AccountNav />
        <YourRequestOrdersView />
      </RequireCustomer>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'orders']),
});
