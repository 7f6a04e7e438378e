import type { InferGetServerSidePropsType } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { SubscribeView } from '@/components/newsletter/subscribe-view';
import type { SubscribeViewState } from '@/components/newsletter/subscribe-state';
import { PageHead } from '@/components/seo/page-head';
import { STORE_NAME } from '@/lib/navigation/store-name';
import { getSubscribePageProps } from '@/server/pages/subscribe-page-props';

export const getServerSideProps = getSubscribePageProps;

export default function SubscribePage({ state }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const { t } = useTranslation('newsletter');
  // The server's state is the view's state: this assignment fails to compile if they drift apart.
  const initialState: SubscribeViewState = state;
  return (
    <>
      {/* Only the bare form is worth indexing; links with tokens or addresses never are. */}
      <PageHead pageKind="other" path="/subscribe" query={{}} noIndex={state.kind !== 'form' || state.email !== ''} title={t('metaTitle')} description={t('metaDescription', { storeName: STORE_NAME })} />
      <SubscribeView initialState={initialState} />
    </>
  );
}
