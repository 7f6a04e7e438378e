import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { PageHead } from '@/components/seo/page-head';
import { orderCodeParam } from '@/components/tracking/order-code-param';
import { TrackingResultView } from '@/components/tracking/tracking-result-view';
import { useOrderTracking } from '@/components/tracking/use-order-tracking';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/**
 * The order a guest just looked up (/tracking-your-order?order=CODE), read with the look-up's
 * short-lived access token from this tab's session storage; never indexed.
 */
export default function TrackingYourOrderPage() {
  const { t } = useTranslation('tracking');
  const router = useRouter();
  const code = router.isReady ? orderCodeParam(router.query.order) : null;
  const state = useOrderTracking(code, { guestAccess: true });
  return (
    <>
      <PageHead pageKind="other" path="/tracking-your-order" query={{}} noIndex title={t('meta.resultTitle')} description={t('meta.description')} />
      <TrackingResultView
        orderCode={code}
        tracking={state.tracking}
        error={state.error}
        isLoading={!router.isReady || state.isLoading}
        canAsk={state.canAsk}
        retry={state.retry}
        selfService={{ access: state.access, replace: state.replace }}
        backHref="/track-your-order"
        backLabel={t('result.another')}
        withoutCode="askAgain"
      />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'checkout', 'orders', 'tracking']),
});
