// The page's forms and session need the store from its first render (decision 0056).
import '@/store/eager-store';
import type { InferGetStaticPropsType } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { AccountNav } from '@/components/account/account-nav';
import { RequireCustomer } from '@/components/account/require-customer';
import { ReferralsView } from '@/components/referrals/referrals-view';
import { PageHead } from '@/components/seo/page-head';
import { getProgrammePageProps } from '@/server/pages/referral-page-props';

/** The shopper's referrals (issue 19 item 1): customer-only, never indexed. */
export default function CustomerReferralsPage({ figures }: InferGetStaticPropsType<typeof getStaticProps>) {
  const { t } = useTranslation('referrals', { keyPrefix: 'meta' });
  return (
    <>
      <PageHead pageKind="other" path="/customer/referrals" query={{}} noIndex title={t('accountTitle')} description={t('accountDescription')} />
      <RequireCustomer>
        <AccountNav />
        <ReferralsView figures={figures} />
      </RequireCustomer>
    </>
  );
}

export const getStaticProps = getProgrammePageProps;
