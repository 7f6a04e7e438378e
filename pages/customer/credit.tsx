// The page's forms and session need the store from its first render (decision 0056).
import '@/store/eager-store';
import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { AccountNav } from '@/components/account/account-nav';
import { RequireCustomer } from '@/components/account/require-customer';
import { CreditView } from '@/components/credit/credit-view';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** Customer-only (spec §6) and never indexed; credit, points and rewards load in the browser. */
export default function CustomerCreditPage() {
  const { t } = useTranslation('credit');
  return (
    <>
      <PageHead pageKind="other" path="/customer/credit" query={{}} noIndex title={t('meta.title')} description={t('meta.description')} />
      <RequireCustomer>
        <AccountNav />
        <CreditView />
      </RequireCustomer>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'credit']),
});
