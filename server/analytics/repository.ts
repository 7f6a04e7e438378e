import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { analyticsEvents } from '@/server/db/schema/analytics/events';
import { analyticsDailyCounts, analyticsDailyUniques, analyticsDailyVitals, type AnalyticsCountKind, type AnalyticsUniqueKind } from '@/server/db/schema/analytics/rollups';
import type { StoredEvent } from './collector/to-stored-event';
import type { CountIncrement, RollupIncrements } from './rollups/rollup-increments';

/* The collector's writes: events into their day's partition, and the rollups they add to. */

const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) out.push(rows.slice(start, start + CHUNK));
  return out;
}

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const DISTINCT_COUNT_KIND: Record<AnalyticsUniqueKind, AnalyticsCountKind> = { visitor: 'visitors', session: 'sessions', source: 'source', country: 'country' };

async function addCounts(tx: DbOrTx, counts: readonly CountIncrement[]): Promise<void> {
  for (const part of chunks(counts)) {
    await tx
      .insert(analyticsDailyCounts)
      .values(part)
      .onConflictDoUpdate({
        target: [analyticsDailyCounts.day, analyticsDailyCounts.kind, analyticsDailyCounts.key],
        set: {
          count: sql`${analyticsDailyCounts.count} + excluded.count`,
          amount: sql`${analyticsDailyCounts.amount} + excluded.amount`,
          label: sql`coalesce(excluded.label, ${analyticsDailyCounts.label})`,
        },
      });
  }
}

/** Writes a flushed batch and its rollup increments in one transaction. */
export async function insertEventsWithRollups(events: readonly StoredEvent[], increments: RollupIncrements): Promise<void> {
  await getDb().transaction(async (tx) => {
    for (const part of chunks(events)) await tx.insert(analyticsEvents).values(part);
    await addCounts(tx, increments.counts);
    // A member new to its day adds one to that day's counter of distinct members.
    const firstSeen = new Map<string, CountIncrement>();
    for (const part of chunks(increments.uniques)) {
      const added = await tx.insert(analyticsDailyUniques).values(part).onConflictDoNothing().returning({ day: analyticsDailyUniques.day, kind: analyticsDailyUniques.kind, key: analyticsDailyUniques.key });
      for (const row of added) {
        const kind = DISTINCT_COUNT_KIND[row.kind];
        const id = `${row.day}\u0000${kind}\u0000${row.key}`;
        const counter = firstSeen.get(id) ?? { day: row.day, kind, key: row.key, label: null, count: 0, amount: 0 };
        counter.count += 1;
        firstSeen.set(id, counter);
      }
    }
    await addCounts(tx, [...firstSeen.values()]);
    for (const part of chunks(increments.vitals)) {
      await tx
        .insert(analyticsDailyVitals)
        .values(part)
        .onConflictDoUpdate({
          target: [analyticsDailyVitals.day, analyticsDailyVitals.pageName, analyticsDailyVitals.metric, analyticsDailyVitals.bucket],
          set: { count: sql`${analyticsDailyVitals.count} + excluded.count` },
        });
    }
  });
}

/* Partitions are named analytics_events_pYYYYMMDD: the name is built from a checked date only. */
const PARTITION_NAME = /^analytics_events_p(\d{4})(\d{2})(\d{2})$/;

export function partitionNameOf(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Not a day: ${day}`);
  return `analytics_events_p${day.replaceAll('-', '')}`;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Creates the partition of each day that has none yet. */
export async function createDayPartitions(days: readonly string[], db: DbOrTx = getDb()): Promise<void> {
  for (const day of days) {
    const name = partitionNameOf(day);
    await db.execute(sql.raw(`create table if not exists "${name}" partition of "analytics_events" for values from ('${day}') to ('${nextDay(day)}')`));
  }
}

/** The days that have a partition, oldest first. */
export async function listDayPartitions(db: DbOrTx = getDb()): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select child.relname as name from pg_inherits i join pg_class child on child.oid = i.inhrelid join pg_class parent on parent.oid = i.inhparent where parent.relname = 'analytics_events'`,
  );
  return rows
    .map((row) => PARTITION_NAME.exec(row.name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => `${match[1]}-${match[2]}-${match[3]}`)
    .sort();
}

/** Drops the partitions (and so the events) of days before `day`. */
export async function dropDayPartitionsBefore(day: string, db: DbOrTx = getDb()): Promise<string[]> {
  const dropped = (await listDayPartitions(db)).filter((existing) => existing < day);
  for (const old of dropped) await db.execute(sql.raw(`drop table if exists "${partitionNameOf(old)}"`));
  return dropped;
}
