import { useTranslation } from '@/components/i18n/use-translation';
import { useMoneyFormat } from '@/components/brand/dashboard/use-money-format';
import type { AnalyticsOverview } from '@/services/admin-analytics-service';

/*
 * The charts are plain SVG drawn by React: rendered with the page, no charts library to download.
 * Each is a picture of figures given as text beside it (the totals, the funnel's numbers), so
 * the SVG is hidden from screen readers.
 */

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 44 };

function path(values: number[], max: number): string {
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = values.length > 1 ? innerW / (values.length - 1) : 0;
  return values
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${(PAD.left + index * step).toFixed(1)},${(PAD.top + innerH - (max > 0 ? (value / max) * innerH : 0)).toFixed(1)}`)
    .join(' ');
}

/** Visitors and page views per day, two lines on one scale. */
export function DailyTrafficChart({ days }: { days: AnalyticsOverview['days'] }) {
  const { t } = useTranslation('admin-analytics');
  const format = useMoneyFormat();
  const max = Math.max(1, ...days.map((day) => Math.max(day.visitors, day.page_views)));
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const ticks = [0, 0.5, 1].map((share) => Math.round(max * share));
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  const step = days.length > 1 ? (WIDTH - PAD.left - PAD.right) / (days.length - 1) : 0;
  return (
    <figure className="rounded-xl border border-sand-200 bg-white p-4">
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold text-sand-900">
        {t('charts.traffic')}
        <span className="flex items-center gap-1.5 font-normal text-sand-700">
          <span className="inline-block h-0.5 w-4 bg-accent-700" aria-hidden="true" />
          {t('figures.pageViews')}
        </span>
        <span className="flex items-center gap-1.5 font-normal text-sand-700">
          <span className="inline-block h-0.5 w-4 border-t-2 border-dashed border-sand-600" aria-hidden="true" />
          {t('figures.visitors')}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-auto w-full" aria-hidden="true" focusable="false">
        {ticks.map((tick) => {
          const y = PAD.top + innerH - (tick / max) * innerH;
          return (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="#e8e4dd" />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize="12" fill="#4a443d">
                {format.number(tick)}
              </text>
            </g>
          );
        })}
        {days.map((day, index) =>
          index % labelEvery === 0 ? (
            <text key={day.day} x={PAD.left + index * step} y={HEIGHT - 8} textAnchor="middle" fontSize="12" fill="#4a443d">
              {format.shortDay(day.day)}
            </text>
          ) : null,
        )}
        <path d={path(days.map((day) => day.page_views), max)} fill="none" stroke="#2f6151" strokeWidth="2" />
        <path d={path(days.map((day) => day.visitors), max)} fill="none" stroke="#6b645b" strokeWidth="2" strokeDasharray="5 4" />
      </svg>
    </figure>
  );
}

/** The purchase funnel: one bar per step, its count and its conversion from the step before. */
export function FunnelChart({ funnel }: { funnel: AnalyticsOverview['funnel'] }) {
  const { t } = useTranslation('admin-analytics');
  const format = useMoneyFormat();
  const percent = (value: number) => format.rate(Math.round(value * 10_000));
  const max = Math.max(1, ...funnel.map((step) => step.count));
  return (
    <section aria-labelledby="funnel-title" className="rounded-xl border border-sand-200 bg-white p-4">
      <h2 id="funnel-title" className="text-sm font-semibold text-sand-900">
        {t('funnel.title')}
      </h2>
      <ol className="mt-3 space-y-3">
        {funnel.map((step) => (
          <li key={step.step} data-step={step.step}>
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-sand-900">{t(`funnel.steps.${step.step}`)}</span>
              <span className="text-sand-700">
                <span className="font-semibold text-sand-900" data-testid={`funnel-count-${step.step}`}>
                  {format.number(step.count)}
                </span>
                {step.conversion !== null ? ` · ${t('funnel.conversion', { rate: percent(step.conversion) })}` : ''}
              </span>
            </div>
            <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="mt-1 h-3 w-full" aria-hidden="true" focusable="false">
              <rect x="0" y="0" width="100" height="6" rx="1.5" fill="#f1eee9" />
              <rect x="0" y="0" width={(step.count / max) * 100} height="6" rx="1.5" fill="#2f6151" />
            </svg>
          </li>
        ))}
      </ol>
    </section>
  );
}
