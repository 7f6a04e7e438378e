// The page's forms and session need the store from its first render (decision 0056).
import '@/store/eager-store';
import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { SignInView } from '@/components/account/sign-in-view';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { STORE_NAME } from '@/lib/navigation/store-name';

export default function SignInPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHead pageKind="other" path="/sign-in" query={{}} title={t('sign-in.metaTitle')} description={t('sign-in.metaDescription', { storeName: STORE_NAME })} />
      <SignInView mode="sign-in" />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'account']),
});
