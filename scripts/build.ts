/* `npm run build`: prepare the database (pages pre-render from it), build, and record the
 * sources' fingerprint so `npm start` knows the build is current. */
import path from 'node:path';
import { recordBuild } from './lib/build-fingerprint';
import { runCommand } from './lib/run-command';

const root = process.cwd();

async function main() {
  await runCommand(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/prepare-db.ts']);
  await runCommand(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { ...process.env, NODE_ENV: 'production' });
  recordBuild(root);
}

main().catch((error: unknown) => {
  console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
