// The page's forms and session need the store from its first render (decision 0056).
import '@/store/eager-store';
import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { OtpView } from '@/components/account/otp-view';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** Never indexed: it only means something with the e-mail (and link token) in its address. */
export default function OtpPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHead pageKind="other" path="/otp" query={{}} noIndex title={t('code.metaTitle')} description={t('code.lead')} />
      <OtpView />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'account']),
});
