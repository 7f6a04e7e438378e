import { and, between, inArray, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { analyticsDailyCounts, analyticsDailyVitals } from '@/server/db/schema/analytics/rollups';

/* The operators' view reads the daily counters only (never the events nor the sets of members). */

export interface DayRange {
  from: string;
  to: string;
}

const PRODUCT_KINDS = ['product_view', 'product_cart', 'product_purchase'] as const;

/** Every counter but the products' summed over the range (products: `topProductCounts`). */
export async function sumCounts(range: DayRange) {
  const c = analyticsDailyCounts;
  return getDb()
    .select({
      kind: c.kind,
      key: c.key,
      label: sql<string | null>`max(${c.label})`,
      count: sql<number>`sum(${c.count})::bigint`.mapWith(Number),
      amount: sql<number>`sum(${c.amount})::bigint`.mapWith(Number),
    })
    .from(c)
    .where(and(notInArray(c.kind, [...PRODUCT_KINDS]), between(c.day, range.from, range.to)))
    .groupBy(c.kind, c.key);
}

/** The products most bought, then most added to carts, then most viewed over the range. */
export async function topProductCounts(range: DayRange, limit: number) {
  const c = analyticsDailyCounts;
  const sumOf = (kind: (typeof PRODUCT_KINDS)[number]) => sql<number>`coalesce(sum(${c.count}) filter (where ${c.kind} = ${kind}), 0)::bigint`.mapWith(Number);
  const units = sumOf('product_purchase');
  const carts = sumOf('product_cart');
  const views = sumOf('product_view');
  return getDb()
    .select({ key: c.key, label: sql<string | null>`max(${c.label})`, views, carts, units })
    .from(c)
    .where(and(inArray(c.kind, [...PRODUCT_KINDS]), between(c.day, range.from, range.to)))
    .groupBy(c.key)
    .orderBy(sql`5 desc, 4 desc, 3 desc`, c.key)
    .limit(limit);
}

/** Visitors, sessions and page views per day. */
export async function dailyTraffic(range: DayRange) {
  const c = analyticsDailyCounts;
  return getDb()
    .select({ day: c.day, kind: c.kind, count: sql<number>`sum(${c.count})::bigint`.mapWith(Number) })
    .from(c)
    .where(and(inArray(c.kind, ['visitors', 'sessions', 'page']), between(c.day, range.from, range.to)))
    .groupBy(c.day, c.kind);
}

/** The vitals histograms summed over the range. */
export async function sumVitalBuckets(range: DayRange) {
  const v = analyticsDailyVitals;
  return getDb()
    .select({ pageName: v.pageName, metric: v.metric, bucket: v.bucket, count: sql<number>`sum(${v.count})::int` })
    .from(v)
    .where(between(v.day, range.from, range.to))
    .groupBy(v.pageName, v.metric, v.bucket);
}
