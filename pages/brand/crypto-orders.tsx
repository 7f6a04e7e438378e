import type { GetStaticProps } from 'next';
import { BrandOrdersList } from '@/components/brand/orders/brand-orders-list';
import { BrandOrdersPage } from '@/components/brand/orders/brand-orders-page';
import { useTranslation } from '@/components/i18n/use-translation';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /brand/crypto-orders: the brand's lines of orders paid in crypto, with the confirmations. */
export default function BrandCryptoOrdersPage() {
  const { t } = useTranslation('brand-orders');
  return (
    <BrandOrdersPage path="/brand/crypto-orders" title={t('meta.cryptoTitle')} description={t('meta.cryptoDescription')}>
      {(brand) => <BrandOrdersList key={brand.id} brand={brand} kind="crypto" />}
    </BrandOrdersPage>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-orders']),
});
