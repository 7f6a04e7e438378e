/* `npm start`: prepare the database, build when the build is missing or stale, then serve. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { isBuildCurrent, recordBuild } from './lib/build-fingerprint';
import { nextStartArgs } from './lib/next-start-command';
import { runCommand } from './lib/run-command';
import { removeServerPid, runningServerPid, writeServerPid } from './lib/server-pid';

const root = process.cwd();
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');

async function main() {
  const port = process.env.PORT ?? '3000';
  if (!process.env.DATABASE_URL) {
    const running = runningServerPid();
    if (running) throw new Error(`A Deskhaus server (pid ${running}) already uses .data/pglite; stop it first.`);
  }
  console.log(`start: database ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite in .data/pglite'}`);
  await runCommand(process.execPath, [tsxCli, 'scripts/prepare-db.ts']);

  if (isBuildCurrent(root)) {
    console.log('start: production build is current');
  } else {
    console.log('start: building for production (first run or sources changed)');
    await runCommand(process.execPath, [nextBin, 'build'], { ...process.env, NODE_ENV: 'production' });
    recordBuild(root);
  }

  const server = spawn(process.execPath, nextStartArgs(port, root), {
    stdio: 'inherit',
    // The programme timers run in the store's own server unless told otherwise (README).
    env: { PROGRAMME_SCHEDULERS: '1', ...process.env, NODE_ENV: 'production' },
  });
  if (server.pid) writeServerPid(server.pid);
  console.log(`start: serving on http://localhost:${port}`);
  const stop = (signal: NodeJS.Signals) => server.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => {
    removeServerPid();
    process.exit(code ?? 0);
  });
}

main().catch((error: unknown) => {
  console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
