import type { GetStaticProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { InfoPage } from '@/components/info/info-page';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

export default function PressFeaturePage() {
  return <InfoPage page="press" />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'legal']),
});
