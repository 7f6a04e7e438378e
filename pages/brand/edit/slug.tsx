import type { GetStaticProps } from 'next';
import { ChangeSlugForm } from '@/components/brand/profile/change-slug-form';
import { ProfilePageFrame } from '@/components/brand/profile/profile-page-frame';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /brand/edit/slug: the store's address (owners); the old one redirects. Never indexed; the profile loads in the browser for the active brand. */
export default function EditSlugPage() {
  const { t } = useTranslation('brand-profile');
  return (
    <>
      <PageHead pageKind="other" path="/brand/edit/slug" query={{}} noIndex title={t('slug.meta.title')} description={t('slug.meta.description')} />
      <BrandAreaLayout title={t('slug.title')}>{(brand) => <ProfilePageFrame brand={brand} editRole="owner">{(context) => <ChangeSlugForm {...context} />}</ProfilePageFrame>}</BrandAreaLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-profile']),
});
