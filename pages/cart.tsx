import { useTranslation } from '@/components/i18n/use-translation';
import { CartPageView } from '@/components/cart/cart-page-view';
import { CartSeedContext } from '@/components/cart/cart-seed-context';
import { PageHead } from '@/components/seo/page-head';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { getCart } from '@/server/pricing/cart/get-cart';
import { personalPageProps, type PersonalPageProps } from '@/server/pages/personal-page-props';
import { usableCartCredit } from '@/server/ordering/credit/usable-cart-credit';
import { programmeCartDiscount } from '@/server/programmes/shared/programme-cart-discount';

/** Rendered for each shopper with their cart (decision 0019): no skeleton, nothing to wait for. */
export default function CartPage({ seed }: PersonalPageProps<Cart>) {
  const { t } = useTranslation('cart');
  return (
    <>
      <PageHead pageKind="other" path="/cart" query={{}} noIndex title={t('meta.title')} description={t('meta.description')} />
      <CartSeedContext.Provider value={seed}>
        <CartPageView />
      </CartSeedContext.Provider>
    </>
  );
}

export const getServerSideProps = personalPageProps<Cart>(['common', 'cart'], ({ caller, cartId }, locale) => getCart({ caller, cartId, locale, credit: usableCartCredit, programme: programmeCartDiscount }));
