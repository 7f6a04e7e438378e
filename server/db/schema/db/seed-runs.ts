import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Records which seed produced the data, so start-up knows whether to seed. */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 64 }).primaryKey(),
  version: text('version').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
