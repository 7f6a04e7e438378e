import { FUNNEL_STEPS, type AnalyticsOverview, type AnalyticsPeriod } from '@/lib/contracts/analytics/analytics-overview-schemas';
import { rateVital, type VitalMetric } from '@/lib/contracts/analytics/vital-thresholds';
import { p75OfBuckets, VITAL_METRICS } from '../rollups/vital-buckets';
import { dailyTraffic, sumCounts, sumVitalBuckets, topProductCounts, type DayRange } from './repository-dashboard';

/*
 * GET /v1/admin/analytics: the store's figures over the last N days (UTC, today included), read
 * from the daily counters the collector keeps up to date (decision 0042). Visitors, sessions,
 * sources and countries are distinct per day and added up over the period: a visitor who comes
 * back on another day counts once per day (exact for a single day).
 */

const TOP = 10;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function periodRange(period: AnalyticsPeriod, now = new Date()): DayRange {
  const to = now.toISOString().slice(0, 10);
  return { from: addDays(to, -(Number(period) - 1)), to };
}

type Counts = Awaited<ReturnType<typeof sumCounts>>;

function funnel(counts: Counts): AnalyticsOverview['funnel'] {
  const events = new Map(counts.filter((row) => row.kind === 'event').map((row) => [row.key, row.count]));
  return FUNNEL_STEPS.map((step, index) => {
    const count = events.get(step) ?? 0;
    const before = index === 0 ? 0 : (events.get(FUNNEL_STEPS[index - 1]!) ?? 0);
    return { step, count, conversion: before > 0 ? Math.round((count / before) * 10_000) / 10_000 : null };
  });
}

function dailySeries(range: DayRange, traffic: Awaited<ReturnType<typeof dailyTraffic>>): AnalyticsOverview['days'] {
  const days: AnalyticsOverview['days'] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push({ day, visitors: 0, sessions: 0, page_views: 0 });
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  const field = { visitors: 'visitors', sessions: 'sessions', page: 'page_views' } as const;
  for (const row of traffic) {
    const entry = byDay.get(row.day);
    if (entry && row.kind in field) entry[field[row.kind as keyof typeof field]] = row.count;
  }
  return days;
}

function ranked(counts: Counts, kind: string): { key: string; count: number }[] {
  return counts
    .filter((row) => row.kind === kind)
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, TOP);
}

function webVitals(buckets: Awaited<ReturnType<typeof sumVitalBuckets>>): AnalyticsOverview['web_vitals'] {
  const groups = new Map<string, { page_name: string; metric: VitalMetric; buckets: { bucket: number; count: number }[] }>();
  for (const row of buckets) {
    if (!VITAL_METRICS.includes(row.metric as VitalMetric)) continue;
    const id = `${row.pageName}\u0000${row.metric}`;
    const group = groups.get(id) ?? { page_name: row.pageName, metric: row.metric as VitalMetric, buckets: [] };
    group.buckets.push({ bucket: row.bucket, count: Number(row.count) });
    groups.set(id, group);
  }
  return [...groups.values()]
    .map((group) => {
      const p75 = Math.round(p75OfBuckets(group.buckets) ?? 0);
      return { page_name: group.page_name, metric: group.metric, p75, samples: group.buckets.reduce((sum, entry) => sum + entry.count, 0), rating: rateVital(group.metric, p75) };
    })
    .sort((a, b) => a.page_name.localeCompare(b.page_name) || VITAL_METRICS.indexOf(a.metric) - VITAL_METRICS.indexOf(b.metric));
}

export async function getAnalyticsOverview(input: { period?: AnalyticsPeriod; now?: Date } = {}): Promise<AnalyticsOverview> {
  const range = periodRange(input.period ?? '30', input.now);
  const [traffic, counts, products, vitals] = await Promise.all([dailyTraffic(range), sumCounts(range), topProductCounts(range, TOP), sumVitalBuckets(range)]);
  const total = (kind: string) => counts.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.count, 0);
  const revenue = counts
    .filter((row) => row.kind === 'revenue')
    .map((row) => ({ currency: row.key, amount: row.amount, orders: row.count }))
    .sort((a, b) => b.amount - a.amount);
  return {
    ...range,
    visitors: total('visitors'),
    sessions: total('sessions'),
    page_views: total('page'),
    orders: revenue.reduce((sum, row) => sum + row.orders, 0),
    revenue,
    funnel: funnel(counts),
    days: dailySeries(range, traffic),
    top_pages: ranked(counts, 'page').map((row) => ({ page_name: row.key, views: row.count })),
    top_products: products.map((row) => ({ item_id: row.key, name: row.label, views: row.views, carts: row.carts, units: row.units })),
    sources: ranked(counts, 'source').map((row) => ({ source: row.key, sessions: row.count })),
    countries: ranked(counts, 'country').map((row) => ({ country: row.key, visitors: row.count })),
    web_vitals: webVitals(vitals),
  };
}
