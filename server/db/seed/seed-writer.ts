import { getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';

/** The transaction the seed writes in. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/*
 * Rows travel as one JSON parameter per statement, expanded by json_populate_recordset: a
 * statement with thousands of ordinary bind parameters spends most of its time in the query
 * builder, and a 100,000-product catalog has millions of values. Both PGlite and PostgreSQL
 * take this form.
 */
const ROWS_PER_STATEMENT = 2000;

function jsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

export async function insertInBatches<TTable extends PgTable>(
  tx: SeedTx,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(columns.map(([key, column]) => [column.name, jsonValue(values[key])]));
    });
    await tx.execute(
      sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(batch)}::json)`,
    );
  }
}
