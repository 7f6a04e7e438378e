import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { BrandSettingsView } from '@/components/brand/settings/brand-settings-view';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** /brand/settings (issue 16 item 3): notifications, payout details and the team. */
export default function BrandSettingsPage() {
  const { t } = useTranslation('brand');
  return (
    <>
      <PageHead pageKind="other" path="/brand/settings" query={{}} noIndex title={t('settings.meta.title')} description={t('settings.meta.description')} />
      {/* Keyed by brand: switching brands starts the forms afresh. */}
      <BrandAreaLayout title={t('settings.title')}>{(brand) => brand && <BrandSettingsView key={brand.id} brand={brand} />}</BrandAreaLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand']),
});
