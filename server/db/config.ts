import path from 'node:path';

/** Where the embedded database lives when DATABASE_URL is not set. */
export function pgliteDataDir(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.PGLITE_DATA_DIR ?? '.data/pglite');
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'memory' };

export function databaseTarget(): DatabaseTarget {
  const url = process.env.DATABASE_URL;
  if (url) return { kind: 'postgres', url };
  if (process.env.PGLITE_DATA_DIR === 'memory://') return { kind: 'memory' };
  return { kind: 'pglite', dataDir: pgliteDataDir() };
}

export const MIGRATIONS_FOLDER = path.resolve(/* turbopackIgnore: true */ process.cwd(), 'server/db/migrations');
