import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import type { Dashboard } from '@/services/brand-money-service';
import { useMoneyFormat } from './use-money-format';

/* The dashboard's numbers as text: what the charts draw, readable before (and without) them. */

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-sand-200 bg-white p-4">
      <dt className="text-sm text-sand-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-sand-900 tabular-nums">{children}</dd>
    </div>
  );
}

export function DashboardTotals({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('brand-dashboard');
  const format = useMoneyFormat();
  const { totals } = dashboard;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Figure label={t('figures.sales')}>
        {totals.sales.length === 0
          ? format.money(0, 'USD')
          : totals.sales.map((entry) => (
              <span key={entry.currency} className="block">
                {format.money(entry.amount, entry.currency)}
              </span>
            ))}
      </Figure>
      <Figure label={t('figures.orders')}>{format.number(totals.orders)}</Figure>
      <Figure label={t('figures.units')}>{format.number(totals.units)}</Figure>
    </dl>
  );
}

function ActionItem({ count, label, href, cta }: { count: number | null; label: string; href: string; cta: string }) {
  const { t } = useTranslation('brand-dashboard');
  const format = useMoneyFormat();
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <span className="text-sand-800">
        <span className="mr-2 text-lg font-semibold text-sand-900 tabular-nums">{count === null ? '—' : format.number(count)}</span>
        {label}
        {count === null && <span className="block text-sm text-sand-600">{t('action.notYet')}</span>}
      </span>
      {count !== null && count > 0 && (
        <Link href={href} className="link-underline shrink-0 text-sm font-medium">
          {cta}
        </Link>
      )}
    </li>
  );
}

export function NeedsAction({ work }: { work: Dashboard['needs_action'] }) {
  const { t } = useTranslation('brand-dashboard');
  return (
    <section aria-labelledby="needs-action-title" className="rounded-xl border border-sand-200 bg-white p-4 md:p-5">
      <h2 id="needs-action-title" className="text-lg font-semibold text-sand-900">
        {t('action.title')}
      </h2>
      <ul className="mt-1 divide-y divide-sand-200">
        <ActionItem count={work.orders_to_ship} label={t('action.ordersToShip', { count: work.orders_to_ship, lines: work.lines_to_ship })} href="/brand/orders" cta={t('action.openOrders')} />
        <ActionItem count={work.returns_to_decide} label={t('action.returnsToDecide', { count: work.returns_to_decide })} href="/brand/orders" cta={t('action.openReturns')} />
        <ActionItem count={work.listings_refused} label={t('action.listingsRefused', { count: work.listings_refused ?? 0 })} href="/brand/listings" cta={t('action.openListings')} />
      </ul>
    </section>
  );
}

export function TopProducts({ products }: { products: Dashboard['top_products'] }) {
  const { t } = useTranslation('brand-dashboard');
  const format = useMoneyFormat();
  return (
    <section aria-labelledby="top-products-title" className="rounded-xl border border-sand-200 bg-white p-4 md:p-5">
      <h2 id="top-products-title" className="text-lg font-semibold text-sand-900">
        {t('top.title')}
      </h2>
      {products.length === 0 ? (
        <p className="mt-2 text-sand-600">{t('top.none')}</p>
      ) : (
        <ol className="mt-2 divide-y divide-sand-200">
          {products.map((product, index) => (
            <li key={product.product_code} className="flex items-baseline justify-between gap-3 py-2.5">
              <span className="min-w-0 text-sand-900">
                <span className="mr-2 text-sand-600 tabular-nums">{index + 1}.</span>
                {product.product_name}
              </span>
              <span className="shrink-0 text-sm text-sand-700 tabular-nums">{t('top.units', { count: product.units, units: format.number(product.units) })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function DaysTable({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('brand-dashboard');
  const format = useMoneyFormat();
  const active = dashboard.days.filter((day) => day.orders > 0);
  return (
    <details className="rounded-xl border border-sand-200 bg-white p-4">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-sand-900">{t('table.summary')}</summary>
      {active.length === 0 ? (
        <p className="mt-2 text-sand-600">{t('table.none')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('table.caption', { from: format.day(dashboard.from), to: format.day(dashboard.to) })}</caption>
            <thead className="text-sand-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">{t('table.day')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t('figures.orders')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t('figures.units')}</th>
                <th scope="col" className="py-2 text-right font-medium">{t('figures.sales')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200 text-sand-900 tabular-nums">
              {active.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="py-2 pr-3 font-normal">{format.day(day.day)}</th>
                  <td className="py-2 pr-3 text-right">{format.number(day.orders)}</td>
                  <td className="py-2 pr-3 text-right">{format.number(day.units)}</td>
                  <td className="py-2 text-right">{day.sales.map((entry) => format.money(entry.amount, entry.currency)).join(' · ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
