import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { ErrorPageView } from '@/components/common/error-page-view';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

function RetryButton() {
  const { t } = useTranslation('errors');
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="inline-flex h-11 items-center rounded-full border border-sand-300 px-6 text-sm font-semibold text-sand-900 transition-colors hover:bg-sand-100"
    >
      {t('serverError.retry')}
    </button>
  );
}

export default function ServerErrorPage() {
  return <ErrorPageView kind="serverError" actions={<RetryButton />} />;
}

// Pre-rendered at build time in every locale, so the error page never depends on the failing server.
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'errors']),
});
