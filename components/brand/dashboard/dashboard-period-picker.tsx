import { useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { TextField } from '@/components/account/text-field';
import { useTranslation } from '@/components/i18n/use-translation';
import type { DashboardPeriod } from '@/services/brand-money-service';

const PRESETS = ['7', '30', '90'] as const;

interface DashboardPeriodPickerProps {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}

/** 7, 30 or 90 days, or a custom range of days: a group of toggle buttons and, for a range, two date fields. */
export function DashboardPeriodPicker({ value, onChange }: DashboardPeriodPickerProps) {
  const { t } = useTranslation('brand-dashboard');
  const [custom, setCustom] = useState(!('period' in value));
  const [from, setFrom] = useState('from' in value ? value.from : '');
  const [to, setTo] = useState('to' in value ? value.to : '');
  const [error, setError] = useState<string>();

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!from || !to) return setError(t('period.bothDays'));
    if (to < from) return setError(t('period.order'));
    setError(undefined);
    onChange({ from, to });
  }

  const button = (active: boolean) =>
    clsx('min-h-11 rounded-md border px-3.5 text-sm font-medium transition-colors', active ? 'border-accent-600 bg-accent-600 text-white' : 'border-sand-300 bg-white text-sand-800 hover:border-sand-400');

  return (
    <div className="space-y-3">
      <div role="group" aria-label={t('period.label')} className="flex flex-wrap gap-2">
        {PRESETS.map((days) => {
          const active = !custom && 'period' in value && value.period === days;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={active}
              className={button(active)}
              onClick={() => {
                setCustom(false);
                onChange({ period: days });
              }}
            >
              {t('period.days', { count: Number(days) })}
            </button>
          );
        })}
        <button type="button" aria-pressed={custom} aria-expanded={custom} aria-controls="dashboard-range" className={button(custom)} onClick={() => setCustom(true)}>
          {t('period.custom')}
        </button>
      </div>
      {custom && (
        <form id="dashboard-range" onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3">
          <TextField label={t('period.from')} type="date" value={from} onChange={(event) => setFrom(event.target.value)} className="w-44" />
          <TextField label={t('period.to')} type="date" value={to} onChange={(event) => setTo(event.target.value)} className="w-44" error={error} />
          <button type="submit" className="btn-primary mb-0">
            {t('period.apply')}
          </button>
        </form>
      )}
    </div>
  );
}
