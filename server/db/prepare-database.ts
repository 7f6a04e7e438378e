import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type DbHandle } from './client';
import { databaseTarget, type DatabaseTarget } from './config';
import { runMigrations } from './migrate';
import { seedRuns } from './schema/db/seed-runs';
import { CATALOG_SEED_NAME, SeedRefusedError, seedDatabase } from './seed/seed-database';
import { ensureSearchIndex } from '@/server/catalog/search/ensure-search-index';
import { syncStaffEmails } from '@/server/accounts/operators/sync-staff-emails';
import { seedBrands } from './seed/seed-brands';
import { seedContent } from './seed/seed-content';
import { seedLandings } from './seed/seed-landings';

export interface PrepareDatabaseOptions {
  log?: (line: string) => void;
  /** A database that is already open (tests); by default one is opened and closed here. */
  handle?: DbHandle;
  productCount?: number;
}

export interface PrepareDatabaseResult {
  seeded: boolean;
}

/** PGlite creates its data folder but not the folders above it (.data on a fresh clone). */
export function ensurePgliteFolder(target: DatabaseTarget = databaseTarget()): void {
  if (target.kind === 'pglite') fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
}

/**
 * Brings the database to the current schema and seeds the catalog the first time. Runs before
 * the server opens the database: an embedded PGlite folder belongs to one process at a time, so
 * this opens it, prepares it and closes it again.
 */
export async function prepareDatabase(options: PrepareDatabaseOptions = {}): Promise<PrepareDatabaseResult> {
  const log = options.log ?? (() => undefined);
  if (!options.handle) ensurePgliteFolder();
  const handle = options.handle ?? openDatabase();
  try {
    log(`database: migrating (${handle.kind})`);
    await runMigrations(handle);
    await ensureSearchIndex(handle.db, { log });
    await syncStaffEmails(handle.db);
    const seeded = await seedCatalogOnce(handle, log, options.productCount);
    // The brands sell as the catalog's vendors, so they come after it (once per database).
    if (seeded || (await hasSeedRun(handle, CATALOG_SEED_NAME))) await seedBrands(handle.db, log);
    // Posts name catalog products by code and read them live, so any catalog will do; once per database.
    await seedContent(handle.db, log);
    // Landing pages' product grids query the catalog at render too; once per database.
    await seedLandings(handle.db, log);
    return { seeded };
  } finally {
    if (!options.handle) await handle.close();
  }
}

async function hasSeedRun(handle: DbHandle, name: string): Promise<boolean> {
  const [run] = await handle.db.select().from(seedRuns).where(eq(seedRuns.name, name));
  return run !== undefined;
}

async function seedCatalogOnce(handle: DbHandle, log: (line: string) => void, productCount: number | undefined): Promise<boolean> {
  const [run] = await handle.db.select().from(seedRuns).where(eq(seedRuns.name, CATALOG_SEED_NAME));
  if (run) {
    log(`database: catalog already seeded (version ${run.version})`);
    return false;
  }
  try {
    await seedDatabase(handle.db, { log, productCount });
    return true;
  } catch (error) {
    // A catalog someone built by hand is theirs: start-up must not fail or overwrite it.
    if (!(error instanceof SeedRefusedError)) throw error;
    log('database: the catalog has data the seed did not write; not seeding');
    return false;
  }
}
