import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/** Row count and an md5 of the ordered rows, per table of the public schema. */
export type DatabaseDigest = Record<string, string>;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * What every table holds, in a form two moments can be compared by: "rows:md5". Rows are
 * compared as their text form, so PGlite and PostgreSQL digest alike and no ORDER BY per table is
 * needed. Tables are found in the catalog, so a table added later is covered without listing it.
 */
export async function databaseDigest(db: Db): Promise<DatabaseDigest> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT tablename AS name FROM pg_catalog.pg_tables WHERE schemaname = 'public' ORDER BY tablename`),
  ).map((row) => row.name);
  if (tables.length === 0) return {};
  // One statement for all tables: a round trip per table made a digest take most of a second.
  const perTable = tables.map((table) => {
    const quoted = `"${table.replace(/"/g, '""')}"`;
    const literal = `'${table.replace(/'/g, "''")}'`;
    return `SELECT ${literal} AS name, count(*)::int AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS hash FROM ${quoted} t`;
  });
  const rows = rowsOf<{ name: string; rows: number; hash: string | null }>(await db.execute(sql.raw(perTable.join(' UNION ALL '))));
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows}:${row.hash ?? '-'}`]));
}

/** The tables whose digest differs, with before → after; empty when nothing changed. */
export function changedTables(before: DatabaseDigest, after: DatabaseDigest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).map((name) => `${name}: ${before[name] ?? 'absent'} → ${after[name] ?? 'absent'}`);
}

/**
 * Where the write-ahead log stands: it moves with every write (even one rolled back), and reading
 * it costs one tiny query where a digest costs a scan of every table. Equal marks mean no writes.
 */
export async function writeMark(db: Db): Promise<string> {
  const [row] = rowsOf<{ lsn: string }>(await db.execute(sql`SELECT pg_current_wal_insert_lsn()::text AS lsn`));
  return row?.lsn ?? '';
}
