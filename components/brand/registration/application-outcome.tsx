import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import type { BrandApplication } from '@/lib/contracts/brands/applications-schemas';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** What an applicant sees once the application left their hands: under review, approved, rejected or suspended. */
export function ApplicationOutcome({ application }: { application: BrandApplication }) {
  const { t } = useTranslation('brand-registration');
  const { locale = DEFAULT_LOCALE } = useRouter();
  const name = application.display_name;
  const panel = 'rounded-2xl border border-sand-200 bg-white p-6';

  if (application.status === 'applied') {
    const date = application.submitted_at ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(application.submitted_at)) : '';
    return (
      <section className={panel} aria-labelledby="outcome-title">
        <h2 id="outcome-title" className="text-xl font-semibold text-sand-900">
          {t('applied.title')}
        </h2>
        <p className="mt-2 text-sand-700">{t('applied.lead', { name, date })}</p>
        <p className="mt-2 text-sand-700">{t('applied.next')}</p>
      </section>
    );
  }
  if (application.status === 'approved') {
    return (
      <section className={panel} aria-labelledby="outcome-title">
        <h2 id="outcome-title" className="text-xl font-semibold text-accent-700">
          {t('approved.title')}
        </h2>
        <p className="mt-2 text-sand-700">{t('approved.lead', { name })}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href="/brand/create" className="btn-primary inline-flex min-h-11 items-center">
            {t('approved.createStore')}
          </Link>
          <Link href="/brand" className="btn-secondary inline-flex min-h-11 items-center">
            {t('approved.home')}
          </Link>
        </div>
      </section>
    );
  }
  if (application.status === 'rejected') {
    return (
      <section className={panel} aria-labelledby="outcome-title">
        <h2 id="outcome-title" className="text-xl font-semibold text-sand-900">
          {t('rejected.title')}
        </h2>
        <p className="mt-2 text-sand-700">{t('rejected.lead', { name })}</p>
        {application.review_note && (
          <div className="mt-3 rounded-lg bg-sand-50 p-4">
            <p className="text-sm font-semibold text-sand-900">{t('rejected.reason')}</p>
            <p className="mt-1 whitespace-pre-line text-sand-800">{application.review_note}</p>
          </div>
        )}
        <p className="mt-3 text-sm text-sand-700">{t('rejected.support')}</p>
      </section>
    );
  }
  return (
    <section className={panel} aria-labelledby="outcome-title">
      <h2 id="outcome-title" className="text-xl font-semibold text-sand-900">
        {t('suspended.title')}
      </h2>
      <p className="mt-2 text-sand-700">{t('suspended.lead')}</p>
    </section>
  );
}
