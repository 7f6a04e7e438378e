import { useId, useState, type FormEvent } from 'react';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { errorMessageOf, FormFeedback } from '@/components/brand/profile/form-feedback';
import { Notice } from '@/components/brand/profile/profile-page-frame';
import { SettingsSection } from '@/components/brand/settings/settings-section';
import { roleAtLeast } from '@/lib/brands/brand-rules';
import { MAX_CSV_BYTES, MAX_CSV_ROWS } from '@/lib/catalog/stock-prices-csv';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { RefusedRowsReport, refusedRowsOf, type RefusedRowReport } from './refused-rows-report';

const MB = MAX_CSV_BYTES / 1024 / 1024;

function DownloadSection({ brandId }: { brandId: number }) {
  const { t } = useTranslation('brand-stock-prices');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const api = await import('@/services/brand-stock-prices-service');
      const url = URL.createObjectURL(await api.fetchStockPricesCsv(brandId));
      const link = document.createElement('a');
      link.href = url;
      link.download = `prices-and-stock-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Revoked later: some browsers read the URL after click() returns.
      window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <SettingsSection id="download" title={t('download.title')} lead={t('download.lead')}>
      <button type="button" className="btn-primary" disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {busy ? t('download.busy') : t('download.action')}
      </button>
      <FormFeedback error={failed ? t('download.failed') : null} success={null} />
    </SettingsSection>
  );
}

function UploadSection({ brandId }: { brandId: number }) {
  const { t } = useTranslation('brand-stock-prices');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ rows: RefusedRowReport[]; fileName: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setSuccess(null);
    setRefused(null);
    if (!file) return setError(t('upload.choose'));
    if (!/\.csv$/i.test(file.name)) return setError(t('upload.wrongType'));
    if (file.size > MAX_CSV_BYTES) return setError(t('upload.tooLarge', { mb: MB }));
    setBusy(true);
    try {
      const api = await import('@/services/brand-stock-prices-service');
      const result = await api.uploadStockPricesCsv(brandId, await file.text());
      const done = t('upload.done', { variants: result.changed_variants, stock: result.changed_stock, prices: result.changed_prices, rows: result.rows });
      setSuccess(result.changed_variants === 0 ? t('upload.nothingChanged') : `${done} ${result.pages_refreshing ? t('upload.refreshing') : t('upload.shownNow')}`);
    } catch (caught) {
      const rows = refusedRowsOf(caught);
      if (rows.length > 0) setRefused({ rows, fileName: file.name });
      setError(errorMessageOf(caught, t('upload.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection id="upload" title={t('upload.title')} lead={t('upload.lead')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-sand-900">
          {t('upload.label')}
        </label>
        <p id={`${id}-hint`} className="-mt-2 text-sm text-sand-600">
          {t('upload.hint', { mb: MB, rows: MAX_CSV_ROWS.toLocaleString() })}
        </p>
        <input
          id={id}
          type="file"
          name="csv"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="min-h-11 text-sm file:me-3 file:min-h-11 file:rounded-full file:border file:border-sand-300 file:bg-white file:px-4 file:font-semibold"
        />
        <div>
          <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? t('upload.busy') : t('upload.action')}
          </button>
        </div>
        <FormFeedback error={error} success={success} />
      </form>
      {refused ? <RefusedRowsReport rows={refused.rows} fileName={refused.fileName} /> : null}
    </SettingsSection>
  );
}

/** /brand/listings/prices-and-stock: download every variant as CSV, upload changes all or nothing. */
export function StockPricesView({ brand }: { brand: WorkspaceBrand }) {
  const { t } = useTranslation('brand-stock-prices');
  if (!brand.has_store) {
    return (
      <Notice title={t('noStore.title')}>
        <p>{t('noStore.lead')}</p>
        <Link href="/brand/create" className="btn-primary mt-5 inline-flex">
          {t('noStore.action')}
        </Link>
      </Notice>
    );
  }
  const mayUpload = roleAtLeast(brand.role, 'manager');
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-sand-700">{t('lead')}</p>
      <DownloadSection brandId={brand.id} />
      <section aria-labelledby="csv-format" className="rounded-2xl border border-sand-200 bg-sand-50 p-5 md:p-6">
        <h2 id="csv-format" className="text-lg font-semibold text-sand-900">
          {t('format.title')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-sand-700">
          {(['sku', 'info', 'stock', 'prices', 'blank'] as const).map((key) => (
            <li key={key}>{t(`format.${key}`)}</li>
          ))}
        </ul>
      </section>
      {mayUpload ? <UploadSection brandId={brand.id} /> : <p className="text-sm text-sand-700">{t('readOnly')}</p>}
    </div>
  );
}
