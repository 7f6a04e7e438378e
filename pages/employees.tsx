import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { EmployeesView } from '@/components/programmes/employees-view';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /employees: the employee programme (issue 19 item 4, decision 0041); the work-email form for signed-in shoppers. */
export default function EmployeesPage() {
  const { t } = useTranslation('programmes');
  return (
    <>
      <PageHead pageKind="other" path="/employees" query={{}} title={t('employees.metaTitle')} description={t('employees.metaDescription')} />
      <EmployeesView />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'account', 'programmes']),
});
