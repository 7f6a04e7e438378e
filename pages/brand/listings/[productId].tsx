import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { ListingEditor } from '@/components/brand/listings/listing-editor';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

function productIdOf(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** /brand/listings/{productId}: one product of the active brand. Never indexed; it loads in the browser. */
export default function ListingPage() {
  const { t } = useTranslation('brand-listings');
  const router = useRouter();
  return (
    <>
      <PageHead pageKind="other" noIndex title={t('editor.meta.title')} description={t('editor.meta.description')} />
      <BrandAreaLayout title={t('editor.title')}>{(brand) => (brand && router.isReady ? <ListingEditor brand={brand} productId={productIdOf(router.query.productId)} /> : null)}</BrandAreaLayout>
    </>
  );
}

/* Server-rendered for the translations only: nothing about the product is in the HTML. */
export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-profile', 'brand-listings']),
});
