import type { GetStaticProps } from 'next';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { NewListingEditor } from '@/components/brand/listings/listing-editor';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /brand/listings/new: a new draft product (managers and owners). Never indexed. */
export default function NewListingPage() {
  const { t } = useTranslation('brand-listings');
  return (
    <>
      <PageHead pageKind="other" path="/brand/listings/new" query={{}} noIndex title={t('editor.newMeta.title')} description={t('editor.newMeta.description')} />
      <BrandAreaLayout title={t('editor.newTitle')}>{(brand) => (brand ? <NewListingEditor brand={brand} /> : null)}</BrandAreaLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-profile', 'brand-listings']),
});
