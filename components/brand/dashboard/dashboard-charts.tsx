import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '@/components/i18n/use-translation';
import type { Dashboard } from '@/services/brand-money-service';
import { useMoneyFormat } from './use-money-format';

/*
 * The dashboard's two charts, loaded on their own (next/dynamic, no server render): the figures
 * and the table of days are on the page before this code arrives. The charts are pictures of
 * those figures, so they are hidden from screen readers and out of the tab order.
 */

const ACCENT = '#2f6151';
const SAND = '#8a8278';
const GRID = '#e8e4dd';
const TICK = { fill: '#4a443d', fontSize: 12 };

function ChartFrame({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className="rounded-xl border border-sand-200 bg-white p-4">
      <figcaption className="text-sm font-semibold text-sand-900">{title}</figcaption>
      <div className="mt-3 h-56" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export default function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('brand-dashboard');
  const format = useMoneyFormat();
  const currency = dashboard.totals.sales[0]?.currency;
  const points = dashboard.days.map((day) => ({
    day: day.day,
    orders: day.orders,
    units: day.units,
    sales: (day.sales.find((entry) => entry.currency === currency)?.amount ?? 0) / 100,
  }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFrame title={currency ? t('charts.sales', { currency }) : t('charts.salesNone')}>
        <LineChart data={points} accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="day" tickFormatter={format.shortDay} tick={TICK} minTickGap={24} />
          <YAxis tick={TICK} width={56} allowDecimals={false} />
          <Tooltip labelFormatter={(day) => format.day(String(day))} formatter={(value) => (currency ? format.money(Math.round(Number(value) * 100), currency) : String(value))} />
          <Line type="linear" dataKey="sales" name={t('figures.sales')} stroke={ACCENT} strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ChartFrame>
      <ChartFrame title={t('charts.ordersUnits')}>
        <BarChart data={points} accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="day" tickFormatter={format.shortDay} tick={TICK} minTickGap={24} />
          <YAxis tick={TICK} width={40} allowDecimals={false} />
          <Tooltip labelFormatter={(day) => format.day(String(day))} />
          <Bar dataKey="units" name={t('figures.units')} fill={SAND} isAnimationActive={false} />
          <Bar dataKey="orders" name={t('figures.orders')} fill={ACCENT} isAnimationActive={false} />
        </BarChart>
      </ChartFrame>
    </div>
  );
}
