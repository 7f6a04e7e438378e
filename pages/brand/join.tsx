// The page's forms and session need the store from its first render (decision 0056).
import '@/store/eager-store';
import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { JoinInvitationView } from '@/components/brand/team/join-invitation-view';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** /brand/join?token=…: the page an invitation mail links to; visitors sign in from here. */
export default function BrandJoinPage() {
  const { t } = useTranslation('brand');
  return (
    <>
      <PageHead pageKind="other" path="/brand/join" query={{}} noIndex title={t('join.meta.title')} description={t('join.meta.description')} />
      <div className="container-page max-w-3xl py-8 md:py-12">
        <JoinInvitationView />
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand']),
});
