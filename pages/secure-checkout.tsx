import { useTranslation } from '@/components/i18n/use-translation';
import { CheckoutSeedContext } from '@/components/checkout/checkout-seed-context';
import { SecureCheckoutView } from '@/components/checkout/secure-checkout-view';
import type { ShellPage } from '@/components/layout/page-shell-options';
import { PageHead } from '@/components/seo/page-head';
import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { getCheckout } from '@/server/ordering/checkout/get-checkout';
import { programmeCartDiscount } from '@/server/programmes/shared/programme-cart-discount';
import { personalPageProps, type PersonalPageProps } from '@/server/pages/personal-page-props';

/** Personal, so never indexed; rendered for each shopper with their checkout (decision 0019). */
const SecureCheckoutPage: ShellPage<PersonalPageProps<CheckoutState>> = ({ seed }) => {
  const { t } = useTranslation('checkout');
  return (
    <>
      <PageHead pageKind="other" path="/secure-checkout" query={{}} noIndex title={t('meta.title')} description={t('meta.description')} />
      <CheckoutSeedContext.Provider value={seed}>
        <SecureCheckoutView />
      </CheckoutSeedContext.Provider>
    </>
  );
};

// A chat bubble over the payment form distracts and costs script on the page that matters most.
SecureCheckoutPage.hideChat = true;

export default SecureCheckoutPage;

// cart: the promo code form; account: the sign-in dialog a visitor may open from the checkout modal.
export const getServerSideProps = personalPageProps<CheckoutState>(['common', 'checkout', 'cart', 'account'], ({ caller, cartId }, locale) =>
  getCheckout({ caller, cartId, locale, programme: programmeCartDiscount }),
);
