import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { BrandOrderDetail } from '@/components/brand/orders/brand-order-detail';
import { BrandOrdersPage } from '@/components/brand/orders/brand-orders-page';
import { useTranslation } from '@/components/i18n/use-translation';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

function codeOf(value: string | string[] | undefined): string | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.toUpperCase();
  return raw && /^DH\d{8}$/.test(raw) ? raw : null;
}

/** /brand/orders/{code}: one order as the brand sees it; it loads in the browser with the member's token. */
export default function BrandOrderPage() {
  const { t } = useTranslation('brand-orders');
  const router = useRouter();
  const code = codeOf(router.query.code);
  return (
    <BrandOrdersPage path={`/brand/orders/${code ?? ''}`} title={code ? `${t('meta.detailTitle')} ${code}` : t('meta.detailTitle')} description={t('meta.detailDescription')}>
      {(brand) => (router.isReady ? <BrandOrderDetail key={`${brand.id}:${code}`} brand={brand} code={code} /> : null)}
    </BrandOrdersPage>
  );
}

/* Server-rendered for the translations only: nothing about the order is in the HTML. */
export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-orders']),
});
