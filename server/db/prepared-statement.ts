import { sql } from 'drizzle-orm';
import type { Db } from './client';

/*
 * Statements a page runs on every uncached render, prepared once per session: the product page
 * (server/catalog/product-detail) and its reviews (server/catalog/reviews).
 */

export type StatementParam = string | number;

export interface Statement {
  name: string;
  text: string;
  /** PostgreSQL types of $1..$n. */
  types: readonly string[];
}

/* FNV-1a: the statement's name changes with its text, so a server that reloads code never runs an old plan. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function statement(base: string, text: string, types: readonly string[]): Statement {
  return { name: `${base}_${textHash(text)}`, text, types };
}

interface PgliteLike {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  waitReady: unknown;
}
interface PoolLike {
  query(config: { name: string; text: string; values: StatementParam[] }): Promise<{ rows: Record<string, unknown>[] }>;
  totalCount: number;
}

function isPglite(client: unknown): client is PgliteLike {
  return typeof client === 'object' && client !== null && 'waitReady' in client && typeof (client as PgliteLike).query === 'function';
}
function isPool(client: unknown): client is PoolLike {
  return typeof client === 'object' && client !== null && 'totalCount' in client && typeof (client as PoolLike).query === 'function';
}

/** A parameter as an SQL literal (standard_conforming_strings: only quotes need doubling). */
function literal(value: StatementParam): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an integer parameter: ${value}`);
    return String(value);
  }
  if (value.includes('\0')) throw new Error('A text parameter holds a NUL character.');
  return `'${value.replace(/'/g, "''")}'`;
}

const preparedOn = new WeakMap<object, Set<string>>();

/**
 * Runs a statement with its plan kept. Planning a page's statement costs several times its
 * execution, and in the embedded PGlite (WebAssembly) that is most of a page render; each query
 * also pays PGlite's round trip, so a page's reads are best one statement. The statement is
 * prepared once per database session and then executed. PGlite's EXECUTE takes no
 * bind parameters, so values are sent as literals (typed by the PREPARE). On PostgreSQL the
 * driver's named statements do the same per connection.
 */
export async function runPrepared(db: Db, spec: Statement, params: readonly StatementParam[]): Promise<Record<string, unknown>[]> {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  if (isPglite(client)) {
    const prepared = preparedOn.get(client) ?? new Set<string>();
    preparedOn.set(client, prepared);
    if (!prepared.has(spec.name)) {
      try {
        await client.query(`PREPARE ${spec.name} (${spec.types.join(', ')}) AS ${spec.text}`);
      } catch (error) {
        // Already prepared in this session (a reloaded module forgets, the session does not).
        if ((error as { code?: string }).code !== '42P05') throw error;
      }
      prepared.add(spec.name);
    }
    return (await client.query(`EXECUTE ${spec.name}(${params.map(literal).join(', ')})`)).rows;
  }
  if (isPool(client)) return (await client.query({ name: spec.name, text: spec.text, values: [...params] })).rows;
  const chunks = spec.text.split(/\$(\d+)/);
  const query = sql.join(chunks.map((chunk, index) => (index % 2 === 0 ? sql.raw(chunk) : sql`${params[Number(chunk) - 1]}`)));
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** A json column's value: node-postgres and PGlite both parse json; a driver handing back text is still read. */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
