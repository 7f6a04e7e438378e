import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { DbHandle } from '@/server/db/client';
import { PGLITE_EXTENSIONS } from '@/server/db/pglite-extensions';
import { withAfterCommit } from '@/server/db/after-commit';
import * as schema from '@/server/db/schema';

/** The migrated database global-setup.ts prepared for this run (see there). */
export type TestDatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

/**
 * An in-memory PGlite, empty (initdb) or loaded from a dumped data folder, opened like
 * openDatabase({ kind: 'memory' }) does: same extensions, same schema. Loading a dump skips
 * initdb, the slow part of opening a fresh PGlite.
 */
export function openPglite(dataDir: Blob | undefined): { handle: DbHandle; client: PGlite } {
  const client = new PGlite({ loadDataDir: dataDir, extensions: PGLITE_EXTENSIONS });
  return { handle: { db: withAfterCommit(drizzle(client, { schema })), kind: 'memory', close: () => client.close() }, client };
}

/* A test process opens one or two databases: the file is read once and the bytes kept. */
let cachedDump: { file: string; blob: Blob } | undefined;

export function templateDump(file: string): Blob {
  if (cachedDump?.file !== file) cachedDump = { file, blob: new Blob([fs.readFileSync(file)]) };
  return cachedDump.blob;
}
