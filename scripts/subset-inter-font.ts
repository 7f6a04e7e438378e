/* `npm run font:subset`: writes the store's copy of Inter (styles/inter-font-subset.ts says what it
 * keeps and why). The output is committed, so installs and builds never run this; run it again
 * after upgrading @fontsource-variable/inter. */
import fs from 'node:fs';
import path from 'node:path';
import { INTER_SOURCE, INTER_STORE_FONT } from '../styles/inter-font-subset';
import { subsetInterFont } from './lib/subset-inter-font';

async function main(): Promise<void> {
  const root = process.cwd();
  const font = await subsetInterFont(root);
  fs.writeFileSync(path.join(root, INTER_STORE_FONT), font);
  const source = fs.statSync(path.join(root, INTER_SOURCE)).size;
  console.log(`font:subset wrote ${INTER_STORE_FONT}: ${(font.length / 1024).toFixed(1)} kB (source ${(source / 1024).toFixed(1)} kB)`);
}

main().catch((error: unknown) => {
  console.error(`font:subset: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
