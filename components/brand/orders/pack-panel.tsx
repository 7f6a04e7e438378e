import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import type { BrandOrderDetail } from '@/services/brand-orders-service';
import { ActionNotice, useOrderAction } from './use-order-action';

/** Choose the brand's waiting lines that travel in one box and pack them (shipments API). */
export function PackPanel({ brandId, order, reload }: { brandId: number; order: BrandOrderDetail; reload: () => Promise<unknown> }) {
  const { t } = useTranslation('brand-orders');
  const waiting = order.lines.filter((line) => line.status === 0 && line.package_id === null);
  const [chosen, setChosen] = useState<number[]>(() => waiting.map((line) => line.id));
  const action = useOrderAction(reload);
  const [missing, setMissing] = useState(false);

  const pack = async () => {
    const ids = chosen.filter((id) => waiting.some((line) => line.id === id));
    setMissing(ids.length === 0);
    if (ids.length === 0) return;
    const { packLines } = await import('@/services/brand-orders-service');
    await action.run(() => packLines(brandId, order.code, ids), (pkg) => t('detail.pack.done', { id: pkg.id }));
  };

  return (
    <section aria-labelledby="pack-title" className="rounded-2xl border border-sand-200 bg-white p-5">
      <h2 id="pack-title" className="text-lg font-semibold text-sand-900">
        {t('detail.pack.title')}
      </h2>
      {waiting.length === 0 ? (
        <p className="mt-2 text-sm text-sand-700">{t('detail.pack.nothing')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-sand-700">{t('detail.pack.lead')}</p>
          <fieldset className="mt-3">
            <legend className="sr-only">{t('detail.yourLines')}</legend>
            {waiting.map((line) => (
              <label key={line.id} className="flex min-h-11 items-center gap-3 text-sm text-sand-900">
                <input
                  type="checkbox"
                  className="size-5 accent-accent-700"
                  checked={chosen.includes(line.id)}
                  onChange={(event) => { const checked = event.target.checked; setChosen((ids) => (checked ? [...ids, line.id] : ids.filter((id) => id !== line.id))); }}
                />
                <span>
                  {line.quantity} × {line.product_name} <span className="text-sand-700">({line.sku})</span>
                </span>
              </label>
            ))}
          </fieldset>
          {missing && (
            <p role="alert" className="mt-2 text-sm text-danger-600">
              {t('detail.pack.chooseOne')}
            </p>
          )}
          <button type="button" className="btn-primary mt-3 min-h-11 text-sm" onClick={() => void pack()} disabled={action.busy}>
            {t('detail.pack.submit')}
          </button>
        </>
      )}
      <ActionNotice notice={action.notice} />
    </section>
  );
}
