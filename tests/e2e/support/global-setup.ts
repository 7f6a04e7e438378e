import fs from 'node:fs';
import path from 'node:path';
import { runningServerPid } from '../../../scripts/lib/server-pid';
import { WORKER_DATA_ROOT } from './worker-database';

/**
 * Before any worker starts its server: the production build must exist, and the seeded database
 * the workers copy must not be open in a running `npm start` (a PGlite folder copied while
 * another process writes to it may be torn). Copies a killed run left behind are removed.
 */
export default function globalSetup(): void {
  if (process.env.E2E_BASE_URL) return;
  const buildId = path.resolve(process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID');
  if (!fs.existsSync(buildId)) throw new Error(`no production build (${buildId}): run \`npm run build\` first`);
  const running = process.env.DATABASE_URL ? undefined : runningServerPid();
  if (running) throw new Error(`a Deskhaus server (pid ${running}) has .data/pglite open; stop it before the end-to-end tests`);
  fs.rmSync(WORKER_DATA_ROOT, { recursive: true, force: true });
}
