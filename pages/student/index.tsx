import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { AcademicView } from '@/components/programmes/academic-view';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /student: student verification by an academic e-mail (issue 19 item 5, decision 0041). */
export default function StudentPage() {
  const { t } = useTranslation('programmes');
  return (
    <>
      <PageHead pageKind="other" path="/student" query={{}} title={t('academic.student.metaTitle')} description={t('academic.student.metaDescription')} />
      <AcademicView programme="student" />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'account', 'programmes']),
});
