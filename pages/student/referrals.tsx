import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { AccountNav } from '@/components/account/account-nav';
import { RequireCustomer } from '@/components/account/require-customer';
import { StudentReferralsView } from '@/components/programmes/student-referrals-view';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /student/referrals: a verified student invites students (customer-only, never indexed). */
export default function StudentReferralsPage() {
  const { t } = useTranslation('programmes');
  return (
    <>
      <PageHead pageKind="other" path="/student/referrals" query={{}} noIndex title={t('referrals.metaTitle')} description={t('referrals.lead')} />
      <RequireCustomer>
        <AccountNav />
        <StudentReferralsView />
      </RequireCustomer>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'account', 'programmes']),
});
