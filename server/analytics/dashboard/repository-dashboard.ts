import { and, between, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { analyticsDailyCounts, analyticsDailyUniques, analyticsDailyVitals, type AnalyticsUniqueKind } from '@/server/db/schema/analytics/rollups';

/* The operators' view reads the daily rollups only (never the events). */

export interface DayRange {
  from: string;
  to: string;
}

/** Distinct members over the range for each kind asked. */
export async function countDistinctMembers(range: DayRange, kinds: AnalyticsUniqueKind[]) {
  const u = analyticsDailyUniques;
  return getDb()
    .select({ kind: u.kind, members: countDistinct(u.member) })
    .from(u)
    .where(and(inArray(u.kind, kinds), between(u.day, range.from, range.to)))
    .groupBy(u.kind);
}

/** Members per day (a visitor is counted on each day they came). */
export async function countMembersPerDay(range: DayRange, kinds: AnalyticsUniqueKind[]) {
  const u = analyticsDailyUniques;
  return getDb()
    .select({ day: u.day, kind: u.kind, members: sql<number>`count(*)::int` })
    .from(u)
    .where(and(inArray(u.kind, kinds), between(u.day, range.from, range.to)))
    .groupBy(u.day, u.kind);
}

/** The keys of one kind with the most distinct members over the range. */
export async function topKeysByMembers(range: DayRange, kind: AnalyticsUniqueKind, limit: number) {
  const u = analyticsDailyUniques;
  const members = countDistinct(u.member);
  return getDb()
    .select({ key: u.key, members })
    .from(u)
    .where(and(eq(u.kind, kind), between(u.day, range.from, range.to)))
    .groupBy(u.key)
    .orderBy(sql`2 desc`, u.key)
    .limit(limit);
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

/** Page views per day. */
export async function pageViewsPerDay(range: DayRange) {
  const c = analyticsDailyCounts;
  return getDb()
    .select({ day: c.day, views: sql<number>`sum(${c.count})::bigint`.mapWith(Number) })
    .from(c)
    .where(and(eq(c.kind, 'page'), between(c.day, range.from, range.to)))
    .groupBy(c.day);
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
