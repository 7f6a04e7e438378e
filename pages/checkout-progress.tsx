// The page's forms and session need the store from its first render (decision 0056).
import '@/store/eager-store';
import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { PaymentStepView } from '@/components/checkout/payment-step-view';
import type { ShellPage } from '@/components/layout/page-shell-options';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** /checkout-progress?reference=REF: the test provider's redirect step, confirmed through /v1/payments/{reference}/confirm. */
const CheckoutProgressPage: ShellPage = () => {
  const { t } = useTranslation('checkout');
  return (
    <>
      <PageHead pageKind="other" path="/checkout-progress" query={{}} noIndex title={t('meta.progressTitle')} description={t('meta.description')} />
      <PaymentStepView step="card3ds" />
    </>
  );
};

CheckoutProgressPage.hideChat = true;

export default CheckoutProgressPage;

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'checkout']),
});
