import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { AccountPagePlaceholder } from '@/components/account/require-customer';
import { REVIEWABLE_STATUSES, type ReviewableStatus } from '@/lib/contracts/brands/admin-applications-schemas';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { useBrandApplications } from '@/services/brand-applications-hooks';

function statusOf(value: unknown): ReviewableStatus {
  return (REVIEWABLE_STATUSES as readonly unknown[]).includes(value) ? (value as ReviewableStatus) : 'applied';
}

/** /admin/brand-applications: the applications of one state, longest waiting first. */
export function ApplicationsList() {
  const { t } = useTranslation('brand-registration');
  const router = useRouter();
  const { locale = DEFAULT_LOCALE } = router;
  const status = statusOf(router.query.status);
  const page = Math.max(1, Number(router.query.page) || 1);
  const { data, error, mutate } = useBrandApplications(status, page);
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const go = (next: { status?: ReviewableStatus; page?: number }) =>
    void router.push({ pathname: router.pathname, query: { status: next.status ?? status, page: next.page ?? 1 } }, undefined, { shallow: true });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <div className="space-y-6">
      <p className="max-w-prose text-sand-700">{t('admin.listLead')}</p>
      <div>
        <label htmlFor="application-status" className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('admin.filterLabel')}
        </label>
        <select id="application-status" value={status} onChange={(event) => go({ status: statusOf(event.target.value) })} className="block h-12 w-full max-w-xs rounded-md border border-sand-300 bg-white px-3 text-base">
          {REVIEWABLE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <div role="alert">
          <p className="text-sand-800">{t('loadFailed')}</p>
          <button type="button" className="btn-secondary mt-3 min-h-11" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </div>
      )}
      {!data && !error && <AccountPagePlaceholder />}
      {data && data.items.length === 0 && <p className="rounded-2xl border border-sand-200 p-6 text-sand-700">{t('admin.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white" aria-label={t(`admin.statuses.${status}`)}>
          {data.items.map((item) => (
            <li key={item.id}>
              <Link href={`/admin/brand-applications/${item.id}`} className="grid gap-1 px-4 py-3 hover:bg-sand-50 sm:grid-cols-[1fr_9rem_9rem_6rem] sm:items-center">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-sand-900">{item.display_name}</span>
                  <span className="block truncate text-sm text-sand-600">{item.legal_name}</span>
                </span>
                <span className="text-sm text-sand-700">
                  <span className="sr-only sm:hidden">{t('admin.columns.country')}: </span>
                  {countries.of(item.country) ?? item.country}
                </span>
                <span className="text-sm text-sand-700">
                  <span className="sr-only">{t('admin.columns.submitted')}: </span>
                  {item.submitted_at ? date.format(new Date(item.submitted_at)) : t('admin.notSubmitted')}
                </span>
                <span className="text-sm text-sand-700">{t('admin.documentsCount', { count: item.documents_count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav className="flex items-center gap-3" aria-label={t('admin.pageOf', { page, pages })}>
          <button type="button" className="btn-secondary min-h-11" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            {t('admin.previous')}
          </button>
          <span className="text-sm text-sand-700">{t('admin.pageOf', { page, pages })}</span>
          <button type="button" className="btn-secondary min-h-11" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            {t('admin.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
