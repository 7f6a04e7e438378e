import type { InferGetServerSidePropsType } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { InviteView } from '@/components/referrals/invite-view';
import { PageHead } from '@/components/seo/page-head';
import { STORE_NAME } from '@/lib/navigation/store-name';
import { getInvitePageProps } from '@/server/pages/referral-page-props';

export const getServerSideProps = getInvitePageProps;

/** Where an invitation link lands (issue 19 item 1); personal, so never indexed. */
export default function InvitePage({ offer }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const { t } = useTranslation('referrals', { keyPrefix: 'meta' });
  return (
    <>
      <PageHead pageKind="other" path="/invite" query={{}} noIndex title={t('inviteTitle')} description={t('inviteDescription', { storeName: STORE_NAME, amount: offer.friendDiscount })} />
      <InviteView offer={offer} />
    </>
  );
}
