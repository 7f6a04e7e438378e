import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { RegistrationView } from '@/components/brand/registration/registration-view';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** Issue 16 item 2: apply as a brand, send the documents, follow the review. Never indexed. */
export default function BrandRegistrationPage() {
  const { t } = useTranslation('brand-registration');
  return (
    <>
      <PageHead pageKind="other" path="/brand/registration" query={{}} noIndex title={t('meta.title')} description={t('meta.description')} />
      <BrandAreaLayout title={t('title')} allowWithoutBrand>
        {(brand) => <RegistrationView brand={brand} />}
      </BrandAreaLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'account', 'brand', 'brand-registration']),
});
