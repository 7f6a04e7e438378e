// The page's forms and session need the store from its first render (decision 0056).
import '@/store/eager-store';
import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { PendingOrderView } from '@/components/checkout/pending-order-view';
import type { ShellPage } from '@/components/layout/page-shell-options';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** /pending-order?order=CODE: what to send, where and by when, for wire, ACH and crypto orders. */
const PendingOrderPage: ShellPage = () => {
  const { t } = useTranslation('checkout');
  return (
    <>
      <PageHead pageKind="other" path="/pending-order" query={{}} noIndex title={t('meta.pendingTitle')} description={t('meta.description')} />
      <PendingOrderView />
    </>
  );
};

export default PendingOrderPage;

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'checkout', 'orders']),
});
