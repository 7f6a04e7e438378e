// The page's forms and session need the store from its first render (decision 0056).
import '@/store/eager-store';
import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { ProfileView } from '@/components/account/profile-view';
import { AccountNav } from '@/components/account/account-nav';
import { RequireCustomer } from '@/components/account/require-customer';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** Customer-only (spec §6) and never indexed; the HTML is the same for everyone, the data loads in the browser. */
export default function CustomerProfilePage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHead pageKind="other" path="/customer/profile" query={{}} noIndex title={t('profile.metaTitle')} description={t('profile.metaDescription')} />
      <RequireCustomer>
        <AccountNav />
        <ProfileView />
      </RequireCustomer>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'account', 'programmes']),
});
