import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { issueDevToolsToken } from '@/server/accounts/operators/issue-dev-tools-token';
import { openDatabase } from '@/server/db/client';
import { runCommand } from '../lib/run-command';
import { startBenchServer } from './bench-server';
import { BENCH_OPERATOR_EMAIL, runCheckoutBench, type CheckoutBenchReport } from './checkout-bench';

type Row = CheckoutBenchReport['rows'][number];

/**
 * The checkout bench places hundreds of orders, so it never runs against the store's own data:
 * a PGlite folder of its own (.data-bench/checkout, fresh each run) and, when DATABASE_URL is
 * set (or BENCH_DATABASE_URL, which leaves the page bench on PGlite), a PostgreSQL database of its
 * own that is dropped afterwards. Each is migrated and seeded
 * by the same prepare step `npm start` uses, then served by the production build.
 */
export async function runCheckoutBenches(root: string, port: number): Promise<{ reports: CheckoutBenchReport[]; rows: Row[] }> {
  const reports: CheckoutBenchReport[] = [];
  // The bench's operator (it raises the product's stock through the admin API) is listed the
  // way a deployment lists its operators; its token comes from issueDevToolsToken.
  const prepare = (env: Record<string, string>) =>
    runCommand(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/prepare-db.ts'], { ...process.env, ...env, STAFF_EMAILS: BENCH_OPERATOR_EMAIL });

  const pgliteDir = path.join(root, '.data-bench', 'checkout', 'pglite');
  fs.rmSync(path.dirname(pgliteDir), { recursive: true, force: true });
  const pgliteEnv = { PGLITE_DATA_DIR: pgliteDir, DATABASE_URL: '' };
  await prepare(pgliteEnv);
  reports.push(await againstServer(port, pgliteEnv, 'PGlite'));

  // A server to create a scratch database on: BENCH_DATABASE_URL, else the store's DATABASE_URL.
  const baseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `deskhaus_bench_checkout_${Date.now()}`;
    await admin(baseUrl, `CREATE DATABASE ${name}`);
    try {
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      const pgEnv = { DATABASE_URL: url.toString() };
      await prepare(pgEnv);
      reports.push(await againstServer(port, pgEnv, 'PostgreSQL'));
    } finally {
      await admin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } else {
    console.log('bench: checkout on PostgreSQL skipped (set BENCH_DATABASE_URL or DATABASE_URL to measure it)');
  }
  return { reports, rows: reports.flatMap((report) => report.rows) };
}

async function againstServer(port: number, env: Record<string, string>, label: string): Promise<CheckoutBenchReport> {
  // The operator's token is made on the database before the server opens it (one PGlite process
  // at a time), signed with the key the server is given.
  process.env.AUTH_JWT_SECRET ||= randomBytes(32).toString('base64url');
  const handle = openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR ?? '' });
  let operatorToken: string;
  try {
    operatorToken = await issueDevToolsToken(handle.db, BENCH_OPERATOR_EMAIL);
  } finally {
    await handle.close();
  }
  const server = await startBenchServer(port, { ...env, STAFF_EMAILS: BENCH_OPERATOR_EMAIL, AUTH_JWT_SECRET: process.env.AUTH_JWT_SECRET });
  try {
    console.log(`bench: checkout on ${label}`);
    return await runCheckoutBench(server.baseUrl, { label, operatorToken });
  } finally {
    await server.stop();
  }
}

async function admin(baseUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
