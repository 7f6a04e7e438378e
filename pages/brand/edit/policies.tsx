import type { GetStaticProps } from 'next';
import { PoliciesForm } from '@/components/brand/profile/policies-form';
import { ProfilePageFrame } from '@/components/brand/profile/profile-page-frame';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /brand/edit/policies: shipping, returns and warranty in three languages. Never indexed; the profile loads in the browser for the active brand. */
export default function EditPoliciesPage() {
  const { t } = useTranslation('brand-profile');
  return (
    <>
      <PageHead pageKind="other" path="/brand/edit/policies" query={{}} noIndex title={t('policies.meta.title')} description={t('policies.meta.description')} />
      <BrandAreaLayout title={t('policies.title')}>{(brand) => <ProfilePageFrame brand={brand} editRole="manager">{(context) => <PoliciesForm {...context} />}</ProfilePageFrame>}</BrandAreaLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-profile']),
});
