import type { GetStaticProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { InfoPage } from '@/components/info/info-page';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

export default function TermsOfUsePage() {
  return <InfoPage page="terms" />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'legal']),
});
