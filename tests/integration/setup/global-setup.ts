/* Runs once per `vitest run` in the main process, before any integration file: migrates ONE
 * database and hands it to the workers as a template, so each test file copies a migrated
 * database instead of running initdb and every migration again (docs/decisions/0017-ci-speed.md).
 * PGlite: the migrated data folder is dumped to a file that createTestDatabase() loads.
 * PostgreSQL: a migrated database that createTestDatabase() names in CREATE DATABASE ... TEMPLATE. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { Client } from 'pg';
import { openPglite, type TestDatabaseTemplate } from './database-template';
import { openDatabase } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `deskhaus_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const handle = openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await runMigrations(handle);
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses a template anyone is still connected to.
      await handle.close();
    }
    project.provide('testDatabaseTemplate', { kind: 'postgres', name });
    return () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskhaus-test-template-'));
  const file = path.join(dir, 'migrated.tar');
  const { handle, client } = openPglite(undefined);
  try {
    await runMigrations(handle);
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('testDatabaseTemplate', { kind: 'pglite', file });
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
