import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { AcademicView } from '@/components/programmes/academic-view';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { serverSideTranslations } from '@/server/pages/page-translations';

/** /educator: educator verification by an academic e-mail (issue 19 item 5, decision 0041). */
export default function EducatorPage() {
  const { t } = useTranslation('programmes');
  return (
    <>
      <PageHead pageKind="other" path="/educator" query={{}} title={t('academic.educator.metaTitle')} description={t('academic.educator.metaDescription')} />
      <AcademicView programme="educator" />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'account', 'programmes']),
});
