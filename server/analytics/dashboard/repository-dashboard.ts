import { and, between, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { analyticsDailyCounts, analyticsDailyVitals } from '@/server/db/schema/analytics/rollups';

/* The operators' view reads the daily counters only (never the events nor the sets of members). */

export interface DayRange {
  from: string;
  to: string;
}

/** Every counter summed over the range. */
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
    .where(between(c.day, range.from, range.to))
    .groupBy(c.kind, c.key);
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
