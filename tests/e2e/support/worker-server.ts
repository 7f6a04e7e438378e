import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { nextStartArgs } from '../../../scripts/lib/next-start-command';
import { E2E_DEV_TOOLS_EMAIL, listE2eOperator, applyE2eJwtSecret } from './e2e-operator';
import { issueDevToolsToken } from '@/server/accounts/operators/issue-dev-tools-token';
import { addSeedOperators } from '@/server/accounts/operators/sync-staff-emails';
import { openDatabase, type Db } from '@/server/db/client';
import { WORKER_DATA_ROOT, createWorkerDatabase, type WorkerDatabaseEnv } from './worker-database';

/** Writes a spec's own rows into the worker's database copy before its server opens it. */
export type PrepareDatabase = (db: Db) => Promise<void>;

/** An embedded database has one process at a time: rows are written before the server opens it. */
async function writeIntoCopy<T>(env: WorkerDatabaseEnv, write: (db: Db) => Promise<T>): Promise<T> {
  const handle = openDatabase('DATABASE_URL' in env ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR });
  try {
    return await write(handle.db);
  } finally {
    await handle.close();
  }
}

/*
 * One production server per Playwright worker, on the worker's own database copy. Started as
 * node with the same arguments as `npm start`, so what is tested is what runs in production.
 */

export interface WorkerServer {
  origin: string;
  /** An operator token for the dev tools (outbox, test payments): the server runs with DEV_TOOLS=1 (decision 0038). */
  devToolsToken: string;
  stop(): Promise<void>;
}

const HEALTH_PATH = '/api/v1/health';
const START_TIMEOUT_MS = 90_000;
/** The pages most tests open first. */
const WARM_UP_PATHS = ['/', '/sign-in', '/cart'];

/** The first port the worker servers use; each worker adds its parallel slot (E2E_PORT, default 3100). */
export function basePort(): number {
  return Number(process.env.E2E_PORT ?? 3100);
}

/**
 * A worker's port: E2E_PORT + 1 + its parallel slot, or 10, 20, ... above that while the port is
 * taken (a server of a worker that is still stopping, another program).
 */
async function workerPort(parallelIndex: number): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = basePort() + 1 + parallelIndex + attempt * 10;
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port for end-to-end worker ${parallelIndex} above ${basePort()}`);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    // Next listens on every address, so that is where the port must be free.
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

export interface WorkerDatabaseOptions {
  /** Addresses listed as store operators (decision 0030); they become operators at sign-in. */
  operatorEmails?: readonly string[];
  /** A spec's own rows (an approved brand and its owner, say). */
  prepare?: PrepareDatabase;
}

export async function startWorkerServer(workerIndex: number, parallelIndex: number, options: WorkerDatabaseOptions = {}): Promise<WorkerServer> {
  const port = await workerPort(parallelIndex);
  const origin = `http://127.0.0.1:${port}`;
  const database = await createWorkerDatabase(workerIndex);
  await writeIntoCopy(database.env, listE2eOperator);
  // Minted here and verified by the server: both use the same AUTH_JWT_SECRET (e2e-operator.ts).
  applyE2eJwtSecret();
  const devToolsToken = await writeIntoCopy(database.env, (db) => issueDevToolsToken(db, E2E_DEV_TOOLS_EMAIL));
  const operatorEmails = options.operatorEmails ?? [];
  if (operatorEmails.length > 0) await writeIntoCopy(database.env, (db) => addSeedOperators(db, operatorEmails));
  if (options.prepare) await writeIntoCopy(database.env, options.prepare);
  fs.mkdirSync(WORKER_DATA_ROOT, { recursive: true });
  const logPath = path.join(WORKER_DATA_ROOT, `worker-${workerIndex}.log`);
  const log = fs.openSync(logPath, 'w');
  const server = spawn(process.execPath, nextStartArgs(port), {
    env: { ...process.env, ...database.env, NODE_ENV: 'production', DEV_TOOLS: '1', PROGRAMME_SCHEDULERS: '0', AUTH_JWT_SECRET: process.env.AUTH_JWT_SECRET, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  // A worker that dies without its teardown must not leave its server holding the port.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitForHealth(origin, server, logPath);
    await warmUp(origin);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    devToolsToken,
    stop: async () => {
      process.off('exit', killOnExit);
      await stopProcess(server);
      fs.closeSync(log);
      await database.drop();
    },
  };
}

async function waitForHealth(origin: string, server: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${origin}${HEALTH_PATH}`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const tail = fs.readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`the test server on ${origin} did not answer ${HEALTH_PATH} (exit code ${server.exitCode}); its log:\n${tail}`);
}

/**
 * A fresh server loads the page renderer and each route's code on its first request: done here,
 * under the fixture's own timeout, that first cost does not eat into the first test's 45 s.
 */
async function warmUp(origin: string): Promise<void> {
  for (const pagePath of WARM_UP_PATHS) {
    const response = await fetch(`${origin}${pagePath}`);
    await response.arrayBuffer();
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
