import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every server instance (server/http/rate-limit). The key is a hash
 * of what is limited (an e-mail, an IP), so no personal data sits in this table.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    scope: varchar('scope', { length: 64 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('rate_limit_buckets_expires_idx').on(t.expiresAt)],
);
