import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { vendors } from './catalog';

/*
 * Every change of a vendor's commission rate (issue 17 item 5, decision 0033): who changed it,
 * when, from what to what. The current rate is vendors.commission_bps; order lines copy it at
 * order time, so a change never rewrites a sold line.
 */
export const vendorCommissionChanges = pgTable(
  'vendor_commission_changes',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    fromBps: integer('from_bps').notNull(),
    toBps: integer('to_bps').notNull(),
    /** The operator (customers.id) who made the change; no foreign key: catalog does not own accounts. */
    changedBy: integer('changed_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_commission_changes_vendor_idx').on(t.vendorId, t.createdAt),
    check('vendor_commission_changes_bps_check', sql`${t.toBps} between 0 and 10000 and ${t.fromBps} between 0 and 10000`),
  ],
);
