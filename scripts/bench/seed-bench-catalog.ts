/*
 * The search bench's catalog: 100,000 generated products with their search index, on PGlite (a
 * folder under .data-bench/, kept between runs) and on PostgreSQL (a database of its own on the
 * server of SEARCH_BENCH_DATABASE_URL or DATABASE_URL, also kept). Both are named after the
 * catalog generator's version and size, so a changed generator seeds afresh; a changed search
 * recipe only rebuilds the index. Seeding takes a few minutes per engine, once.
 *
 *   npx tsx scripts/bench/seed-bench-catalog.ts [--engine pglite|postgres] [--drop]
 *
 * --drop removes the bench databases instead (the folder and the PostgreSQL database).
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type DbHandle } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { seedRuns } from '@/server/db/schema/db/seed-runs';
import { DEFAULT_CATALOG_SEED } from '@/server/db/seed/catalog-constants';
import { catalogSeedVersion } from '@/server/db/seed/generator-version';
import { CATALOG_SEED_NAME, seedDatabase } from '@/server/db/seed/seed-database';
import { ensureSearchIndex } from '@/server/catalog/search/ensure-search-index';

export const BENCH_PRODUCT_COUNT = 100_000;
export type BenchEngine = 'pglite' | 'postgres';

const version = () => catalogSeedVersion(DEFAULT_CATALOG_SEED, BENCH_PRODUCT_COUNT);

export function benchPgliteDir(root = process.cwd()): string {
  return path.join(root, '.data-bench', `search-${version()}`, 'pglite');
}

export function benchPostgresBaseUrl(): string | null {
  return process.env.SEARCH_BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? null;
}

function benchPostgresName(): string {
  return `deskhaus_bench_search_${version()}`;
}

function urlWithDatabase(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(baseUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function openEngine(engine: BenchEngine): Promise<DbHandle> {
  if (engine === 'pglite') {
    const dir = benchPgliteDir();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    return openDatabase({ kind: 'pglite', dataDir: dir });
  }
  const baseUrl = benchPostgresBaseUrl();
  if (!baseUrl) throw new Error('set SEARCH_BENCH_DATABASE_URL or DATABASE_URL to bench on PostgreSQL');
  const name = benchPostgresName();
  await withAdmin(baseUrl, async (client) => {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  });
  return openDatabase({ kind: 'postgres', url: urlWithDatabase(baseUrl, name) });
}

/**
 * Opens the bench database of an engine, seeding the catalog the first time and (re)building
 * the search index when it is missing or from another recipe. The caller closes the handle.
 */
export async function openSearchBenchDatabase(engine: BenchEngine, log: (line: string) => void = () => undefined): Promise<DbHandle> {
  const handle = await openEngine(engine);
  try {
    await runMigrations(handle);
    const [run] = await handle.db.select().from(seedRuns).where(eq(seedRuns.name, CATALOG_SEED_NAME));
    if (run?.version !== version()) {
      log(`bench (${engine}): seeding ${BENCH_PRODUCT_COUNT.toLocaleString('en')} products, a few minutes`);
      let lastLog = 0;
      await seedDatabase(handle.db, {
        productCount: BENCH_PRODUCT_COUNT,
        replace: true,
        log: (line) => {
          if (Date.now() - lastLog < 15_000 && !line.includes('search:')) return;
          lastLog = Date.now();
          log(`bench (${engine}): ${line}`);
        },
      });
    }
    await ensureSearchIndex(handle.db, { log: (line) => log(`bench (${engine}): ${line}`) });
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

export async function dropSearchBenchDatabases(log: (line: string) => void = () => undefined): Promise<void> {
  const dir = path.dirname(benchPgliteDir());
  fs.rmSync(dir, { recursive: true, force: true });
  log(`bench: removed ${dir}`);
  const baseUrl = benchPostgresBaseUrl();
  if (!baseUrl) return;
  const name = benchPostgresName();
  await withAdmin(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  log(`bench: dropped database ${name}`);
}

function enginesFromArgs(args: readonly string[]): BenchEngine[] {
  const index = args.indexOf('--engine');
  const value = index >= 0 ? args[index + 1] : undefined;
  if (value === 'pglite' || value === 'postgres') return [value];
  return benchPostgresBaseUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const log = (line: string) => console.log(line);
  const main = async () => {
    if (args.includes('--drop')) return dropSearchBenchDatabases(log);
    for (const engine of enginesFromArgs(args)) {
      const handle = await openSearchBenchDatabase(engine, log);
      await handle.close();
      log(`bench (${engine}): ready`);
    }
  };
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`seed-bench-catalog: ${error instanceof Error ? error.stack : String(error)}`);
      process.exit(1);
    },
  );
}
