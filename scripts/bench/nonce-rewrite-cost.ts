/* The preloaded hook's own work per answer on a cached page (decision 0055), in-process, no
 * network: the byte replacer every answer went through before (encode the page string, copy it,
 * scan it) against the per-page cached bytes (one copy, nonce written at kept offsets).
 * `npx tsx scripts/bench/nonce-rewrite-cost.ts <saved page.html>...` (a page as served, say
 * `curl -s localhost:3000/standing-desks/<product> > product.html`). */
import fs from 'node:fs';
import path from 'node:path';
import { createReplacer, newNonce } from '../../server/http/csp-nonce.js';
import { createPageBodies } from '../../server/http/nonce-page-bodies.js';

const PLACEHOLDER = 'PLACEHOLDERplaceholder12';

function microsecondsPerAnswer(answer: () => Buffer, answers = 3000): number {
  for (let i = 0; i < 300; i += 1) answer();
  const started = process.hrtime.bigint();
  for (let i = 0; i < answers; i += 1) answer();
  return Number(process.hrtime.bigint() - started) / answers / 1000;
}

for (const file of process.argv.slice(2)) {
  const served = fs.readFileSync(file, 'utf8');
  const nonce = /nonce="([A-Za-z0-9_-]{24})"/.exec(served)?.[1];
  if (!nonce) throw new Error(`${file}: no script nonce in the page`);
  // As Next holds the cached page: with the build's placeholder where each answer's nonce goes.
  const page = served.split(nonce).join(PLACEHOLDER);
  const bodies = createPageBodies(PLACEHOLDER);
  const before = () => createReplacer(PLACEHOLDER, newNonce())(Buffer.from(Buffer.from(page, 'utf8')), true);
  const after = () => bodies.withNonce(page, Buffer.from(newNonce()));
  if (before().length !== after().length || after().includes(PLACEHOLDER)) throw new Error(`${file}: the two ways disagree`);
  for (let round = 1; round <= 3; round += 1) {
    console.log(`${path.basename(file)}: per-answer replacer ${microsecondsPerAnswer(before).toFixed(1)} µs, cached page bytes ${microsecondsPerAnswer(after).toFixed(1)} µs`);
  }
}
