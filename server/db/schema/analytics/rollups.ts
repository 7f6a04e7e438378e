import { bigint, date, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/*
 * Daily rollups of the analytics events, updated in the same transaction as each flushed batch
 * (decision 0042): the operators' view reads these, never the events. Bots are not counted.
 */

/** What a counter counts: `kind` and `key` below. */
export type AnalyticsCountKind =
  | 'page' // key: page name; count: page views
  | 'event' // key: event name (the funnel steps among them)
  | 'revenue' // key: currency; count: orders (Charge_success); amount: cents
  | 'product_view' // key: item id; label: item name
  | 'product_cart' // key: item id; count: add-to-cart events
  | 'product_purchase' // key: item id; count: units bought; amount: cents
  // Distinct members of a day, counted when analytics_daily_uniques first sees them:
  | 'visitors' // key: ''
  | 'sessions' // key: ''
  | 'source' // key: the source; count: sessions
  | 'country'; // key: country code; count: visitors

/** Counters per day: `count` (and `amount`, cents) added to as events arrive. */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 24 }).$type<AnalyticsCountKind>().notNull(),
    key: varchar('key', { length: 256 }).notNull(),
    label: varchar('label', { length: 256 }),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.key] })],
);

/** What a set of distinct members holds. */
export type AnalyticsUniqueKind =
  | 'visitor' // key: ''; member: user_pseudo_id
  | 'session' // key: ''; member: session_id
  | 'source' // key: utm source or referrer host or '(direct)'; member: session_id
  | 'country'; // key: country code; member: user_pseudo_id

/**
 * Distinct members per day (visitors, sessions, sources, countries): the set that says whether a
 * member is new that day. Each new member adds one to the matching counter of
 * analytics_daily_counts, which is what the operators' view reads.
 */
export const analyticsDailyUniques = pgTable(
  'analytics_daily_uniques',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<AnalyticsUniqueKind>().notNull(),
    key: varchar('key', { length: 256 }).notNull(),
    member: varchar('member', { length: 64 }).notNull(),
  },
  // kind first: the operators' view reads one kind over a range of days.
  (t) => [primaryKey({ columns: [t.kind, t.day, t.key, t.member] })],
);

/**
 * Web vitals per day, page name and metric as a histogram: `bucket` is round(ln(1 + value) × 50)
 * (about 2 % wide), so the p75 of any period is read from summed buckets, not from raw values.
 */
export const analyticsDailyVitals = pgTable(
  'analytics_daily_vitals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    pageName: varchar('page_name', { length: 128 }).notNull(),
    metric: varchar('metric', { length: 8 }).notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.pageName, t.metric, t.bucket] })],
);
