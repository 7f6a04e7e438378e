import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import type { AnalyticsUniqueKind } from '@/server/db/schema/analytics/rollups';
import type { StoredEvent } from './collector/to-stored-event';
import type { CountIncrement, RollupIncrements, UniqueMember, VitalIncrement } from './rollups/rollup-increments';

/*
 * The collector's writes: events into their day's partition, and the rollups they add to.
 * Each statement carries its rows as one JSON parameter read by jsonb_to_recordset: building a
 * 22-column multi-row insert with the query builder cost more CPU than the database's own work,
 * and that CPU is the collector's event loop (decision 0051).
 */

/* Rows per statement: small enough that one statement on PGlite holds the thread a few ms. */
const EVENTS_PER_STATEMENT = 100;
const MEMBERS_PER_STATEMENT = 400;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/*
 * Between two statements of a flush the event loop answers the requests that arrived: the
 * embedded database (PGlite) runs in this thread, so a flush written in one go would hold every
 * collector answer until it ends.
 */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

const json = (rows: readonly unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** The stored columns of an event, named as the table's (jsonb_to_recordset reads by name). */
function eventRow(event: StoredEvent) {
  return {
    day: event.day,
    received_at: event.receivedAt.toISOString(),
    event_name: event.eventName,
    event_timestamp: event.eventTimestamp,
    session_id: event.sessionId,
    user_id: event.userId ?? null,
    user_pseudo_id: event.userPseudoId,
    page_name: event.pageName ?? null,
    url: event.url,
    source: event.source ?? null,
    ip: event.ip ?? null,
    country: event.country ?? null,
    state: event.state ?? null,
    city: event.city ?? null,
    organization: event.organization ?? null,
    user_agent: event.userAgent ?? null,
    is_bot: event.isBot ?? false,
    event_params: event.eventParams,
    ecommerce: event.ecommerce ?? null,
    items: event.items ?? null,
    web_info: event.webInfo,
  };
}

const EVENT_COLUMNS = sql.raw(
  'day date, received_at timestamptz, event_name varchar, event_timestamp bigint, session_id varchar, user_id varchar, user_pseudo_id varchar, ' +
    'page_name varchar, url varchar, source varchar, ip varchar, country varchar, state varchar, city varchar, organization varchar, ' +
    'user_agent varchar, is_bot boolean, event_params jsonb, ecommerce jsonb, items jsonb, web_info jsonb',
);
const EVENT_NAMES = sql.raw(
  'day, received_at, event_name, event_timestamp, session_id, user_id, user_pseudo_id, page_name, url, source, ip, country, state, city, organization, user_agent, is_bot, event_params, ecommerce, items, web_info',
);

async function insertEvents(tx: DbOrTx, events: readonly StoredEvent[]): Promise<void> {
  await tx.execute(sql`insert into analytics_events (${EVENT_NAMES}) select ${EVENT_NAMES} from jsonb_to_recordset(${json(events.map(eventRow))}) as r(${EVENT_COLUMNS})`);
}

async function addCounts(tx: DbOrTx, counts: readonly CountIncrement[]): Promise<void> {
  if (counts.length === 0) return;
  await tx.execute(sql`
    insert into analytics_daily_counts (day, kind, key, label, count, amount)
    select day, kind, key, label, count, amount from jsonb_to_recordset(${json(counts)}) as r(day date, kind varchar, key varchar, label varchar, count bigint, amount bigint)
    on conflict (day, kind, key) do update set
      count = analytics_daily_counts.count + excluded.count,
      amount = analytics_daily_counts.amount + excluded.amount,
      label = coalesce(excluded.label, analytics_daily_counts.label)`);
}

/** A member new to its day adds one to that day's counter of distinct members. */
async function addUniques(tx: DbOrTx, uniques: readonly UniqueMember[]): Promise<void> {
  if (uniques.length === 0) return;
  await tx.execute(sql`
    with added as (
      insert into analytics_daily_uniques (day, kind, key, member)
      select day, kind, key, member from jsonb_to_recordset(${json(uniques)}) as r(day date, kind varchar, key varchar, member varchar)
      on conflict do nothing
      returning day, kind, key)
    insert into analytics_daily_counts (day, kind, key, count, amount)
    select day, case kind when 'visitor' then 'visitors' when 'session' then 'sessions' else kind end, key, count(*), 0 from added group by 1, 2, 3
    on conflict (day, kind, key) do update set count = analytics_daily_counts.count + excluded.count`);
}

async function addVitals(tx: DbOrTx, vitals: readonly VitalIncrement[]): Promise<void> {
  if (vitals.length === 0) return;
  await tx.execute(sql`
    insert into analytics_daily_vitals (day, page_name, metric, bucket, count)
    select day, page_name, metric, bucket, count from jsonb_to_recordset(${json(vitals.map((v) => ({ day: v.day, page_name: v.pageName, metric: v.metric, bucket: v.bucket, count: v.count })))})
      as r(day date, page_name varchar, metric varchar, bucket smallint, count integer)
    on conflict (day, page_name, metric, bucket) do update set count = analytics_daily_vitals.count + excluded.count`);
}

/** Writes a flushed batch and its rollup increments in one transaction. */
export async function insertEventsWithRollups(events: readonly StoredEvent[], increments: RollupIncrements): Promise<void> {
  await getDb().transaction(async (tx) => {
    for (const part of chunks(events, EVENTS_PER_STATEMENT)) {
      await insertEvents(tx, part);
      await yieldToRequests();
    }
    await addCounts(tx, increments.counts);
    await yieldToRequests();
    for (const part of chunks(increments.uniques, MEMBERS_PER_STATEMENT)) {
      await addUniques(tx, part);
      await yieldToRequests();
    }
    await addVitals(tx, increments.vitals);
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

const UNIQUE_KINDS: readonly AnalyticsUniqueKind[] = ['visitor', 'session', 'source', 'country'];

/**
 * Deletes the distinct members (pseudonymous visitor and session ids) of days before `day`. Their
 * counters stay. Every kind is named so the delete reads the primary key (kind, day, ...) rather
 * than the whole table. Resolves with the number of members deleted.
 */
export async function deleteDailyMembersBefore(day: string, db: DbOrTx = getDb()): Promise<number> {
  const kinds = sql.join(
    UNIQUE_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const deleted = await rowsOf<{ n: number }>(db, sql`with gone as (delete from analytics_daily_uniques where kind in (${kinds}) and day < ${day} returning 1) select count(*)::int as n from gone`);
  return deleted[0]?.n ?? 0;
}
