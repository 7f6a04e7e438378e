import Link from '@/components/common/store-link';
import { PostalAddress } from '@/components/common/postal-address';
import { useTranslation } from '@/components/i18n/use-translation';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { isApiError } from '@/services/api-error';
import { useBrandOrder } from '@/services/brand-orders-hooks';
import type { BrandOrderDetail as Detail } from '@/services/brand-orders-service';
import { CryptoState } from './crypto-state';
import { LineStatusBadge } from './line-status-badge';
import { PackPanel } from './pack-panel';
import { PackageCard } from './package-card';
import { ReturnCard } from './return-card';
import { useBlobDownload } from './use-blob-download';
import { useOrderFormat } from './use-order-format';

function ShipTo({ order }: { order: Detail }) {
  const { t } = useTranslation('brand-orders');
  return (
    <div>
      <h2 className="text-sm font-semibold text-sand-900">{t('detail.shipTo')}</h2>
      <PostalAddress address={order.ship_to} phone className="mt-1 text-sm leading-6 text-sand-800 not-italic" />
    </div>
  );
}

function Lines({ order }: { order: Detail }) {
  const { t } = useTranslation('brand-orders');
  const format = useOrderFormat();
  return (
    <section aria-labelledby="lines-title">
      <h2 id="lines-title" className="text-lg font-semibold text-sand-900">
        {t('detail.yourLines')}
      </h2>
      <ul className="mt-2 divide-y divide-sand-100 rounded-xl border border-sand-200 bg-white px-4">
        {order.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <span className="min-w-0 text-sm text-sand-900">
              <span className="font-medium">
                {line.quantity} × {line.product_name}
              </span>
              {line.options && <span className="text-sand-700"> · {line.options}</span>}
              <span className="block text-xs text-sand-700">
                {t('detail.sku', { sku: line.sku })} · {format.money(line.line_total, order.currency)}
                {line.package_id !== null && <> · {t('detail.inPackage', { id: line.package_id })}</>}
              </span>
            </span>
            <LineStatusBadge status={line.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /brand/orders/{code}: the brand's lines, where to ship, pack and ship, returns of its lines. */
export function BrandOrderDetail({ brand, code }: { brand: WorkspaceBrand; code: string | null }) {
  const { t } = useTranslation('brand-orders');
  const format = useOrderFormat();
  const { data: order, error, mutate } = useBrandOrder(brand.id, code);
  const slip = useBlobDownload();
  const reload = () => mutate();
  const back = (
    <Link href="/brand/orders" className="text-sm font-medium text-accent-700 underline-offset-4 hover:underline">
      ← {t('detail.back')}
    </Link>
  );
  if (!code || (isApiError(error) && error.kind === 'not-found')) {
    return (
      <div>
        {back}
        <p className="mt-4 rounded-xl border border-dashed border-sand-300 p-6 text-sand-700">{t('detail.notFound')}</p>
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="rounded-lg border border-danger-600/30 bg-red-50 p-4 text-sand-900">
        {t('detail.loadFailed')}
      </div>
    );
  }
  if (!order) return <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-sand-100" />;
  const download = () => void slip.download(async () => (await import('@/services/brand-orders-service')).fetchPackingSlip(brand.id, order.code), `packing-slip-${order.code}.pdf`);

  return (
    <div className="space-y-6">
      {back}
      <div className="grid gap-5 rounded-2xl border border-sand-200 bg-white p-5 sm:grid-cols-2">
        <div>
          <h2 className="text-xl font-semibold text-sand-900">{order.code}</h2>
          <p className="mt-1 text-sm text-sand-700">{t('detail.placedOn', { date: format.moment(order.created_at) })}</p>
          <p className="mt-3 text-sm text-sand-700">
            {t('detail.customer')}: <span className="break-all text-sand-900">{order.email}</span>
          </p>
          <p className="text-sm text-sand-700">
            {t('detail.shippingOption')}: <span className="text-sand-900">{order.shipping_option}</span>
          </p>
          {order.placed_by_operator && <p className="mt-1 text-sm text-sand-700">{t('list.byOperator')}</p>}
          {order.crypto && (
            <div className="mt-1">
              <CryptoState crypto={order.crypto} />
            </div>
          )}
          <button type="button" className="btn-secondary mt-4 min-h-11 text-sm" onClick={download} disabled={slip.busy}>
            {t('detail.packingSlip')}
          </button>
          {slip.failed && (
            <p role="alert" className="mt-2 text-sm text-danger-600">
              {t('detail.slipFailed')}
            </p>
          )}
        </div>
        <ShipTo order={order} />
      </div>
      <Lines order={order} />
      <PackPanel brandId={brand.id} order={order} reload={reload} />
      <section aria-labelledby="packages-title">
        <h2 id="packages-title" className="text-lg font-semibold text-sand-900">
          {t('detail.packages.title')}
        </h2>
        {order.packages.length === 0 ? (
          <p className="mt-2 text-sm text-sand-700">{t('detail.packages.none')}</p>
        ) : (
          <ul className="mt-2 grid gap-3">
            {order.packages.map((pkg) => (
              <PackageCard key={pkg.id} brandId={brand.id} pkg={pkg} order={order} reload={reload} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="returns-title">
        <h2 id="returns-title" className="text-lg font-semibold text-sand-900">
          {t('detail.returns.title')}
        </h2>
        {order.returns.length === 0 ? (
          <p className="mt-2 text-sm text-sand-700">{t('detail.returns.none')}</p>
        ) : (
          <ul className="mt-2 grid gap-3">
            {order.returns.map((request) => (
              <ReturnCard key={request.id} brandId={brand.id} request={request} order={order} reload={reload} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
