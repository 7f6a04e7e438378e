// The page's forms and session need the store from its first render (decision 0056).
import '@/store/eager-store';
import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { ThankYouView } from '@/components/checkout/thank-you-view';
import type { ShellPage } from '@/components/layout/page-shell-options';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** /thank-you?order=CODE: the order as the server has it, also after a reload. */
const ThankYouPage: ShellPage = () => {
  const { t } = useTranslation('checkout');
  return (
    <>
      <PageHead pageKind="other" path="/thank-you" query={{}} noIndex title={t('meta.thankYouTitle')} description={t('meta.description')} />
      <ThankYouView />
    </>
  );
};

export default ThankYouPage;

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'checkout', 'orders']),
});
