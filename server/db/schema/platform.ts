import { jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Key/value settings the operators may change without a deploy (store name, hero copy). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 128 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Records which seed produced the data, so start-up knows whether to seed. */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 64 }).primaryKey(),
  version: text('version').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
