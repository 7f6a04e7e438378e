import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { CartPageView } from '@/components/cart/cart-page-view';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

export default function CartPage() {
  const { t } = useTranslation('cart');
  return (
    <>
      <PageHead pageKind="other" path="/cart" query={{}} noIndex title={t('meta.title')} description={t('meta.description')} />
      <CartPageView />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'cart']),
});
