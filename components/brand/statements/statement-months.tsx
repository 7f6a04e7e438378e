import { useTranslation } from '@/components/i18n/use-translation';
import { useMoneyFormat } from '@/components/brand/dashboard/use-money-format';
import { useStatementMonths } from '@/services/brand-money-hooks';
import { StatementPanel } from './statement-panel';

interface StatementMonthsProps {
  brandId: number;
  /** The month shown (YYYY-MM); null: the newest. */
  month: string | null;
  onSelect: (month: string) => void;
}

/** The months with a statement, as a select, and the chosen month's statement below it. */
export function StatementMonths({ brandId, month, onSelect }: StatementMonthsProps) {
  const { t } = useTranslation('brand-money');
  const format = useMoneyFormat();
  const { data, error, mutate } = useStatementMonths(brandId);
  if (error) {
    return (
      <div role="alert">
        <p className="text-sand-800">{t('months.loadFailed')}</p>
        <button type="button" className="btn-secondary mt-3" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!data) return <div className="h-24 animate-pulse rounded-xl bg-sand-100" aria-hidden="true" />;
  if (data.months.length === 0) return <p className="rounded-xl border border-sand-200 bg-white p-5 text-sand-700">{t('months.none')}</p>;
  const shown = month && data.months.includes(month) ? month : data.months[0]!;
  return (
    <div className="space-y-6">
      <div>
        <label htmlFor="statement-month" className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('months.label')}
        </label>
        <select
          id="statement-month"
          className="block h-12 w-full max-w-xs rounded-md border border-sand-300 bg-white px-3 text-base text-sand-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
          value={shown}
          onChange={(event) => onSelect(event.target.value)}
        >
          {data.months.map((value) => (
            <option key={value} value={value}>
              {format.month(value)}
            </option>
          ))}
        </select>
      </div>
      <StatementPanel brandId={brandId} month={shown} />
    </div>
  );
}
