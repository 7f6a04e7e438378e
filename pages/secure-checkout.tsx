import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { SecureCheckoutView } from '@/components/checkout/secure-checkout-view';
import type { ShellPage } from '@/components/layout/page-shell-options';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** Personal, so never indexed; the HTML is the same for everyone and the checkout loads in the browser. */
const SecureCheckoutPage: ShellPage = () => {
  const { t } = useTranslation('checkout');
  return (
    <>
      <PageHead pageKind="other" path="/secure-checkout" query={{}} noIndex title={t('meta.title')} description={t('meta.description')} />
      <SecureCheckoutView />
    </>
  );
};

// A chat bubble over the payment form distracts and costs script on the page that matters most.
SecureCheckoutPage.hideChat = true;

export default SecureCheckoutPage;

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  // cart: the promo code form; account: the sign-in dialog a visitor may open from the checkout modal.
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'checkout', 'cart', 'account']),
});
