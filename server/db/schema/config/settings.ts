import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Key/value settings the operators may change without a deploy (store name, hero copy). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 128 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
