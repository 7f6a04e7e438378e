import { bigint, boolean, date, jsonb, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/*
 * The analytics events the store's own collector receives (issue 23 item 1, decision 0042).
 * PARTITIONED BY RANGE (day) in PostgreSQL: drizzle cannot declare that, so the migration drops
 * the table drizzle creates and recreates it partitioned (its hand-written part). One partition
 * per day, created ahead by `maintainEventPartitions`, which also drops those older than the
 * retention. `day` is the day the server received the event (UTC), never the browser's clock,
 * so an event always lands in a partition that exists.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    day: date('day', { mode: 'string' }).notNull(),
    id: uuid('id').notNull().defaultRandom(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    eventName: varchar('event_name', { length: 32 }).notNull(),
    /** The browser's clock, milliseconds since the epoch. */
    eventTimestamp: bigint('event_timestamp', { mode: 'number' }).notNull(),
    sessionId: varchar('session_id', { length: 64 }).notNull(),
    userId: varchar('user_id', { length: 64 }),
    userPseudoId: varchar('user_pseudo_id', { length: 64 }).notNull(),
    pageName: varchar('page_name', { length: 128 }),
    url: varchar('url', { length: 2048 }).notNull(),
    source: varchar('source', { length: 256 }),
    ip: varchar('ip', { length: 64 }),
    country: varchar('country', { length: 2 }),
    state: varchar('state', { length: 128 }),
    city: varchar('city', { length: 128 }),
    organization: varchar('organization', { length: 256 }),
    userAgent: varchar('user_agent', { length: 512 }),
    isBot: boolean('is_bot').notNull().default(false),
    eventParams: jsonb('event_params').$type<{ key: string; value: string | number | boolean | null }[]>().notNull(),
    ecommerce: jsonb('ecommerce').$type<Record<string, unknown>>(),
    items: jsonb('items').$type<Record<string, unknown>[]>(),
    webInfo: jsonb('web_info').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.id] })],
);
