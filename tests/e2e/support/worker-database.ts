import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { pgliteDataDir } from '@/server/db/config';

/*
 * Each Playwright worker tests against its own copy of the database `npm run build` seeded, so
 * workers never see each other's carts, orders, outboxes or rate-limit buckets (decision 0029).
 * Copying is far cheaper than seeding: a 46 MB PGlite folder copies in well under a second, and
 * PostgreSQL clones a template database without replaying the seed.
 */

/** Environment that points one server at its worker's database. */
export type WorkerDatabaseEnv = { PGLITE_DATA_DIR: string } | { DATABASE_URL: string };

export interface WorkerDatabase {
  env: WorkerDatabaseEnv;
  drop(): Promise<void>;
}

/** Where worker copies of the embedded database live; emptied at the start of every run. */
export const WORKER_DATA_ROOT = path.resolve('.data/e2e');

export async function createWorkerDatabase(workerIndex: number): Promise<WorkerDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? cloneTemplateDatabase(url, workerIndex) : copyPgliteFolder(workerIndex);
}

function copyPgliteFolder(workerIndex: number): WorkerDatabase {
  const seeded = pgliteDataDir();
  if (!fs.existsSync(path.join(seeded, 'PG_VERSION'))) {
    throw new Error(`no seeded database in ${seeded}: run \`npm run build\` before the end-to-end tests`);
  }
  const copy = path.join(WORKER_DATA_ROOT, `worker-${workerIndex}`);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(seeded, copy, { recursive: true });
  return {
    env: { PGLITE_DATA_DIR: copy },
    drop: async () => fs.rmSync(copy, { recursive: true, force: true }),
  };
}

async function cloneTemplateDatabase(url: string, workerIndex: number): Promise<WorkerDatabase> {
  const template = new URL(url);
  const templateName = decodeURIComponent(template.pathname.slice(1));
  const name = `${templateName}_e2e_w${workerIndex}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const client = new Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
  // The template must have no other session open: the build has closed its connections by now.
  await run(`CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(templateName)}`);
  const clone = new URL(url);
  clone.pathname = `/${encodeURIComponent(name)}`;
  return {
    env: { DATABASE_URL: clone.toString() },
    drop: () => run(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
