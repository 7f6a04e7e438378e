/* `npm run build`: prepare the database (pages pre-render from it), build with the nonce
 * placeholder, and record the sources' fingerprint so `npm start` knows the build is current. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { newNonce, PLACEHOLDER_ENV, placeholderFile } from '../server/http/csp-nonce.js';
import { recordBuild } from './lib/build-fingerprint';
import { runCommand } from './lib/run-command';

const root = process.cwd();

async function main() {
  await runCommand(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/prepare-db.ts']);
  // A secret placeholder per build for the script nonces (decision 0046): the pages carry it, the
  // server hook replaces it with a fresh nonce on every answer.
  const placeholder = newNonce();
  await runCommand(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { ...process.env, NODE_ENV: 'production', [PLACEHOLDER_ENV]: placeholder });
  writeFileSync(placeholderFile(root), placeholder);
  recordBuild(root);
}

main().catch((error: unknown) => {
  console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
