import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { EditProfileForm } from '@/components/brand/profile/edit-profile-form';
import { ProfilePageFrame } from '@/components/brand/profile/profile-page-frame';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /brand/edit: the store's name and descriptions. Never indexed; the profile loads in the browser for the active brand. */
export default function EditProfilePage() {
  const { t } = useTranslation('brand-profile');
  const { query } = useRouter();
  return (
    <>
      <PageHead pageKind="other" path="/brand/edit" query={{}} noIndex title={t('profile.meta.title')} description={t('profile.meta.description')} />
      <BrandAreaLayout title={t('profile.title')}>{(brand) => <ProfilePageFrame brand={brand} editRole="manager">{(context) => <EditProfileForm {...context} justCreated={query.created === '1'} />}</ProfilePageFrame>}</BrandAreaLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-profile']),
});
