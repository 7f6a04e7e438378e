import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/account/text-field';
import { useTranslation } from '@/components/i18n/use-translation';
import type { BrandOrderDetail, PackageView } from '@/services/brand-orders-service';
import { LineStatusBadge } from './line-status-badge';
import { ActionNotice, useOrderAction } from './use-order-action';
import { useOrderFormat } from './use-order-format';

interface Props {
  brandId: number;
  pkg: PackageView;
  order: BrandOrderDetail;
  reload: () => Promise<unknown>;
}

/** One package: its lines, then "ship" (carrier and tracking number) or "delivered", as its status allows. */
export function PackageCard({ brandId, pkg, order, reload }: Props) {
  const { t } = useTranslation('brand-orders');
  const format = useOrderFormat();
  const action = useOrderAction(reload);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; tracking?: string }>({});
  const names = new Map(order.lines.map((line) => [line.id, `${line.product_name} (${line.sku})`]));

  const ship = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      carrier: carrier.trim() ? undefined : t('detail.packages.carrierRequired'),
      tracking: /^[A-Za-z0-9-]+$/.test(tracking.trim()) ? undefined : t('detail.packages.trackingRequired'),
    };
    setErrors(found);
    if (found.carrier || found.tracking) return;
    const api = await import('@/services/brand-orders-service');
    await action.run(() => api.shipPackage(brandId, pkg.id, carrier.trim(), tracking.trim()), () => t('detail.packages.shippedDone', { id: pkg.id }));
  };
  const deliver = async () => {
    const api = await import('@/services/brand-orders-service');
    await action.run(() => api.deliverPackage(brandId, pkg.id), () => t('detail.packages.deliveredDone', { id: pkg.id }));
  };

  return (
    <li className="rounded-xl border border-sand-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-sand-900">{t('detail.packages.package', { id: pkg.id })}</h3>
        <LineStatusBadge status={pkg.status} />
      </div>
      <ul className="mt-2 text-sm text-sand-700">
        {pkg.lines.map((line) => (
          <li key={line.order_line_id}>
            {line.quantity} × {names.get(line.order_line_id) ?? `#${line.order_line_id}`}
          </li>
        ))}
      </ul>
      {pkg.carrier && pkg.tracking_number && <p className="mt-2 text-sm text-sand-900">{t('detail.packages.shipped', { carrier: pkg.carrier, tracking: pkg.tracking_number })}</p>}
      {pkg.delivered_at && <p className="mt-1 text-sm text-sand-900">{t('detail.packages.delivered', { date: format.moment(pkg.delivered_at) })}</p>}
      {pkg.status === 7 && (
        <form onSubmit={(event) => void ship(event)} noValidate className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField label={t('detail.packages.carrier')} value={carrier} maxLength={64} autoComplete="off" onChange={(event) => setCarrier(event.target.value)} error={errors.carrier} />
          <TextField label={t('detail.packages.tracking')} value={tracking} maxLength={64} autoComplete="off" onChange={(event) => setTracking(event.target.value)} error={errors.tracking} />
          <button type="submit" className="btn-primary min-h-12 text-sm" disabled={action.busy}>
            {t('detail.packages.ship')}
          </button>
        </form>
      )}
      {pkg.status === 1 && (
        <button type="button" className="btn-secondary mt-3 min-h-11 text-sm" onClick={() => void deliver()} disabled={action.busy}>
          {t('detail.packages.deliver')}
        </button>
      )}
      <ActionNotice notice={action.notice} />
    </li>
  );
}
