import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { nextStartArgs } from '../../../scripts/lib/next-start-command';
import { WORKER_DATA_ROOT, createWorkerDatabase } from './worker-database';

/*
 * One production server per Playwright worker, on the worker's own database copy. Started as
 * node with the same arguments as `npm start`, so what is tested is what runs in production.
 */

export interface WorkerServer {
  origin: string;
  stop(): Promise<void>;
}

const HEALTH_PATH = '/api/v1/health';
const START_TIMEOUT_MS = 90_000;

/** The first port the worker servers use; each worker adds its index (E2E_PORT, default 3100). */
export function basePort(): number {
  return Number(process.env.E2E_PORT ?? 3100);
}

export async function startWorkerServer(workerIndex: number): Promise<WorkerServer> {
  const port = basePort() + 1 + workerIndex;
  const origin = `http://127.0.0.1:${port}`;
  const database = await createWorkerDatabase(workerIndex);
  fs.mkdirSync(WORKER_DATA_ROOT, { recursive: true });
  const logPath = path.join(WORKER_DATA_ROOT, `worker-${workerIndex}.log`);
  const log = fs.openSync(logPath, 'w');
  const server = spawn(process.execPath, nextStartArgs(port), {
    env: { ...process.env, ...database.env, NODE_ENV: 'production', DEV_MAILBOX: '1', PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  // A worker that dies without its teardown must not leave its server holding the port.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitForHealth(origin, server, logPath);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
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
