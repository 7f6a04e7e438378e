import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminProductReview } from '@/components/admin/products/admin-product-review';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

function productIdOf(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** One brand product for operators to approve or refuse; it loads in the browser with the operator's token. */
export default function AdminProductPage() {
  const { t } = useTranslation('admin-products');
  const router = useRouter();
  return (
    <>
      <PageHead pageKind="other" noIndex title={t('review.meta.title')} description={t('review.meta.description')} />
      <AdminLayout title={t('review.title')}>{router.isReady ? <AdminProductReview productId={productIdOf(router.query.productId)} /> : null}</AdminLayout>
    </>
  );
}

/* Server-rendered for the translations only: nothing about the product is in the HTML. */
export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'admin', 'admin-products']),
});
