import type { GetStaticProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { ErrorPageView } from '@/components/common/error-page-view';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

export default function NotFoundPage() {
  return <ErrorPageView kind="notFound" />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'errors']),
});
