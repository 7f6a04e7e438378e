import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useAdminOverview } from '@/services/admin-brands-hooks';
import { useAdminFormatters } from './use-admin-formatters';

interface Tile {
  key: 'applications' | 'approved' | 'suspended';
  count: number;
  href: string;
}

/** /admin: what waits for the operators, each count a way into its page. */
export function AdminOverviewView() {
  const { t } = useTranslation('admin');
  const { number } = useAdminFormatters();
  const { data, error, isLoading, mutate } = useAdminOverview();

  if (error) {
    return (
      <div role="alert" className="rounded-lg border border-danger-600/30 bg-red-50 p-4 text-sand-900">
        <p>{t('overview.loadFailed')}</p>
        <button type="button" className="btn-secondary mt-3 min-h-11 text-sm" onClick={() => void mutate()}>
          {t('overview.retry')}
        </button>
      </div>
    );
  }

  const tiles: Tile[] = data
    ? [
        { key: 'applications', count: data.applications_waiting, href: '/admin/brand-applications' },
        { key: 'approved', count: data.approved, href: '/admin/brands?status=approved' },
        { key: 'suspended', count: data.suspended, href: '/admin/brands?status=suspended' },
      ]
    : [];

  return (
    <div>
      <p className="max-w-prose text-sand-700">{t('overview.lead')}</p>
      {isLoading || !data ? (
        <div aria-hidden="true" className="mt-6 grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-32 animate-pulse rounded-xl bg-sand-100" />
          ))}
          <p role="status" className="sr-only">
            {t('overview.loading')}
          </p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.key}>
              <Link href={tile.href} className="block h-full rounded-xl border border-sand-200 bg-white p-5 transition-colors hover:border-sand-900">
                <span className="block text-3xl font-semibold tabular-nums text-sand-900">{number(tile.count)}</span>
                <span className="mt-1 block font-medium text-sand-900">{t(`overview.tiles.${tile.key}.label`)}</span>
                <span className="mt-1 block text-sm text-sand-600">{t(`overview.tiles.${tile.key}.hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data && data.changes_requested > 0 && (
        <p className="mt-4 text-sm text-sand-700">{t('overview.changesRequested', { count: data.changes_requested })}</p>
      )}
    </div>
  );
}
