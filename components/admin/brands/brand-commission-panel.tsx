import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/account/text-field';
import { useMoneyFormat } from '@/components/brand/dashboard/use-money-format';
import { useTranslation } from '@/components/i18n/use-translation';
import { useBrandCommission } from '@/services/brand-money-hooks';
import { useAdminFormatters } from './use-admin-formatters';

const PERCENT = /^\d{1,3}([.,]\d{1,2})?$/;

/** "12,5" or "12.5" → 1250 basis points; null when it is not a rate from 0 to 100 % with at most 2 decimals. */
export function percentToBps(text: string): number | null {
  const trimmed = text.trim();
  if (!PERCENT.test(trimmed)) return null;
  const bps = Math.round(Number(trimmed.replace(',', '.')) * 100);
  return bps >= 0 && bps <= 10_000 ? bps : null;
}

/** /admin/brands/[id]: the brand's commission, its change form and who changed it when. */
export function BrandCommissionPanel({ brandId }: { brandId: number }) {
  const { t } = useTranslation('admin-money');
  const format = useMoneyFormat();
  const { moment } = useAdminFormatters();
  const { data, error, mutate } = useBrandCommission(brandId);
  const [value, setValue] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const bps = percentToBps(value ?? '');
    if (bps === null) return setFieldError(t('commission.invalid'));
    setFieldError(undefined);
    setBusy(true);
    setStatus('');
    try {
      const next = await (await import('@/services/brand-money-service')).saveBrandCommission(brandId, bps);
      await mutate(next, { revalidate: false });
      setValue(undefined);
      setStatus(t('commission.saved', { rate: format.rate(bps) }));
    } catch {
      setStatus(t('commission.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="commission-title" className="min-w-0 rounded-xl border border-sand-200 bg-white p-5">
      <h2 id="commission-title" className="text-lg font-semibold text-sand-900">
        {t('commission.title')}
      </h2>
      {error ? (
        <p role="alert" className="mt-2 text-sand-800">
          {t('commission.loadFailed')}
        </p>
      ) : !data ? (
        <div className="mt-3 h-20 animate-pulse rounded-md bg-sand-100" aria-hidden="true" />
      ) : !data.has_store || data.commission_bps === null ? (
        <p className="mt-2 text-sand-700">{t('commission.noStore', { rate: format.rate(data.default_bps) })}</p>
      ) : (
        <>
          <p className="mt-2 max-w-prose text-sand-700">{t('commission.lead', { rate: format.rate(data.commission_bps) })}</p>
          <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-wrap items-start gap-3">
            <TextField
              label={t('commission.label')}
              hint={t('commission.hint', { rate: format.rate(data.default_bps) })}
              inputMode="decimal"
              className="w-full max-w-xs"
              value={value ?? String(data.commission_bps / 100)}
              error={fieldError}
              onChange={(event) => setValue(event.target.value)}
            />
            <button type="submit" className="btn-primary mt-7" disabled={busy} aria-busy={busy}>
              {t('commission.save')}
            </button>
          </form>
          <p role="status" className={status ? 'mt-3 text-sm font-medium text-sand-900' : 'sr-only'}>
            {status}
          </p>
          <h3 className="mt-5 text-base font-semibold text-sand-900">{t('commission.history')}</h3>
          {data.history.length === 0 ? (
            <p className="mt-1 text-sm text-sand-600">{t('commission.noChanges')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-sand-200 text-sm">
              {data.history.map((change) => (
                <li key={`${change.changed_at}-${change.to_bps}`} className="py-2 text-sand-800">
                  {t('commission.change', { from: format.rate(change.from_bps), to: format.rate(change.to_bps), who: change.changed_by, when: moment(change.changed_at) })}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
