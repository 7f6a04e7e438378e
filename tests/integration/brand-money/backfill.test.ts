import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMISSION_BPS, splitLineTotal } from '@/lib/money/commission';

/*
 * Decision 0033: the hand-written end of the migration gives lines sold before commissions the
 * default rate with the same half-up rounding as place-order, then adds the check. Found by its
 * content, not by file name: the lead regenerates the migration at merge and carries it over.
 */

const MIGRATIONS = 'server/db/migrations';

function handWrittenBackfill(): string[] {
  const file = fs
    .readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => fs.readFileSync(path.join(MIGRATIONS, name), 'utf8'))
    .find((text) => text.includes('order_lines_commission_check'));
  if (!file) throw new Error('no migration adds order_lines_commission_check');
  const start = file.lastIndexOf('-- hand-written', file.indexOf('order_lines_commission_check'));
  return file
    .slice(start)
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe('the commission backfill of older lines', () => {
  it('splits each line at the default rate exactly as place-order does, and the check holds afterwards', async () => {
    const db = new PGlite();
    try {
      await db.exec('create table order_lines (id serial primary key, line_total integer not null, commission_bps integer default 0 not null, commission integer default 0 not null, vendor_net integer default 0 not null)');
      const totals = [1234, 10, 3, 0, 99_999, 2_000_000_000];
      await db.exec(`insert into order_lines (line_total) values ${totals.map((total) => `(${total})`).join(', ')}`);
      for (const statement of handWrittenBackfill()) await db.exec(statement);
      const rows = (await db.query<{ line_total: number; commission_bps: number; commission: number; vendor_net: number }>('select * from order_lines order by id')).rows;
      expect(rows.map((row) => [row.commission_bps, row.commission, row.vendor_net])).toEqual(
        totals.map((total) => {
          const split = splitLineTotal(total, DEFAULT_COMMISSION_BPS);
          return [DEFAULT_COMMISSION_BPS, split.commission, split.net];
        }),
      );
      await expect(db.exec('insert into order_lines (line_total, commission, vendor_net) values (100, 10, 80)')).rejects.toThrow(/order_lines_commission_check/);
    } finally {
      await db.close();
    }
  });
});
