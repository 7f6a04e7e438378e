import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import type { BrandDocument } from '@/lib/contracts/brands/applications-schemas';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

export function formatBytes(bytes: number, locale: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte') => new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  return bytes >= 1024 * 1024 ? format(bytes / 1024 / 1024, 'megabyte') : format(Math.max(bytes / 1024, 0.1), 'kilobyte');
}

interface DocumentRowProps {
  document: BrandDocument;
  onDownload: () => void;
  onRemove?: (() => void) | undefined;
  busy?: boolean;
}

/** One sent document: its name, size and date, and what may be done with it. */
export function DocumentRow({ document, onDownload, onRemove, busy }: DocumentRowProps) {
  const { t } = useTranslation('brand-registration');
  const { locale = DEFAULT_LOCALE } = useRouter();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(document.uploaded_at));
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-sand-200 bg-white px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-sand-900">{document.file_name}</p>
        <p className="text-xs text-sand-600">{t('documents.sentOn', { size: formatBytes(document.byte_size, locale), date })}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button type="button" className="btn-secondary min-h-11 px-3 text-sm" onClick={onDownload} aria-label={t('documents.downloadLabel', { name: document.file_name })}>
          {t('documents.download')}
        </button>
        {onRemove && (
          <button type="button" className="btn-secondary min-h-11 px-3 text-sm" onClick={onRemove} disabled={busy} aria-label={t('documents.removeLabel', { name: document.file_name })}>
            {t('documents.remove')}
          </button>
        )}
      </div>
    </li>
  );
}
