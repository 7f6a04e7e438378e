import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { EmployersView } from '@/components/programmes/employers-view';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /employers: a company applies to the employee programme, or its HR contact confirms it (?confirm=). */
export default function EmployersPage() {
  const { t } = useTranslation('programmes');
  return (
    <>
      <PageHead pageKind="other" path="/employers" query={{}} title={t('employers.metaTitle')} description={t('employers.metaDescription')} />
      <EmployersView />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'account', 'programmes']),
});
