import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { withAfterCommit } from './after-commit';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import * as schema from './schema';
import { databaseTarget, type DatabaseTarget } from './config';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
  /** Connections of a PostgreSQL pool (read by /api/metrics); absent for the embedded database. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export function openDatabase(target: DatabaseTarget = databaseTarget()): DbHandle {
  if (target.kind === 'postgres') {
    const pool = new Pool({
      connectionString: target.url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    });
    /* An idle pooled connection can be closed by the server (restart, failover, a dropped
     * database); pg then emits 'error' on the pool, which would otherwise crash the process.
     * The pool already discards that client and opens a new one on the next query. */
    pool.on('error', (error) => {
      if (process.env.NODE_ENV !== 'test') console.warn(`[db] idle connection closed: ${error.message}`);
    });
    return {
      db: withAfterCommit(drizzlePostgres(pool, { schema })),
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const client = new PGlite(target.kind === 'pglite' ? readableDataDir(target.dataDir) : 'memory://', {
    extensions: PGLITE_EXTENSIONS,
  });
  return { db: withAfterCommit(drizzlePglite(client, { schema })), kind: target.kind, close: () => client.close() };
}

/**
 * `next build` pre-renders pages in several worker processes at once, and PGlite must never be
 * opened by two processes: each build worker reads its own throw-away copy of the data folder.
 */
function readableDataDir(dataDir: string): string {
  if (process.env.NEXT_PHASE !== 'phase-production-build' || !fs.existsSync(dataDir)) return dataDir;
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'deskhaus-build-db-'));
  fs.cpSync(dataDir, copy, { recursive: true });
  process.once('exit', () => fs.rmSync(copy, { recursive: true, force: true }));
  return copy;
}

/* PGlite is one process's database, and Next bundles pages and API routes separately: the
 * handle must live on globalThis so every bundle in the process shares one instance. */
const globalKey = Symbol.for('deskhaus.db');
type GlobalWithDb = typeof globalThis & { [globalKey]?: DbHandle };

export function getDbHandle(): DbHandle {
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= openDatabase();
  return g[globalKey];
}

export function getDb(): Db {
  return getDbHandle().db;
}

/** Lets tests run server modules against their own in-memory database. */
export function setDbHandle(handle: DbHandle | undefined): void {
  (globalThis as GlobalWithDb)[globalKey] = handle;
}
