import type { GetStaticProps } from 'next';
import { ProfilePageFrame } from '@/components/brand/profile/profile-page-frame';
import { ThemeForm } from '@/components/brand/profile/theme-form';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /brand/edit/theme: accent colour, logo and banner of the storefront. Never indexed; the profile loads in the browser for the active brand. */
export default function EditThemePage() {
  const { t } = useTranslation('brand-profile');
  return (
    <>
      <PageHead pageKind="other" path="/brand/edit/theme" query={{}} noIndex title={t('theme.meta.title')} description={t('theme.meta.description')} />
      <BrandAreaLayout title={t('theme.title')}>{(brand) => <ProfilePageFrame brand={brand} editRole="manager">{(context) => <ThemeForm {...context} />}</ProfilePageFrame>}</BrandAreaLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-profile']),
});
