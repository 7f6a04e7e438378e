import type { GetStaticProps } from 'next';
import { useTranslation } from '@/components/i18n/use-translation';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { PageHead } from '@/components/seo/page-head';
import { ForgotOrderNumberForm } from '@/components/tracking/forgot-order-number-form';
import { TrackOrderForm } from '@/components/tracking/track-order-form';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** Guests find an order by its number and e-mail (issue 6 item 3); no account needed. */
export default function TrackYourOrderPage() {
  const { t } = useTranslation('tracking');
  return (
    <>
      <PageHead pageKind="other" path="/track-your-order" query={{}} title={t('meta.title')} description={t('meta.description')} />
      <div className="container-page grid min-h-[calc(100svh-7rem)] content-start gap-10 py-8 md:grid-cols-2 md:py-12">
        <section aria-labelledby="track-heading" className="flex flex-col gap-4">
          <h1 id="track-heading" className="section-title">
            {t('form.heading')}
          </h1>
          <p className="text-ink-muted">{t('form.lead')}</p>
          <TrackOrderForm />
        </section>
        <section aria-labelledby="forgot-heading" className="flex flex-col gap-4 rounded-2xl bg-surface p-5 md:self-start">
          <h2 id="forgot-heading" className="text-lg font-semibold text-ink">
            {t('forgot.heading')}
          </h2>
          <ForgotOrderNumberForm />
        </section>
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'tracking']),
});
