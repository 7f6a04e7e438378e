import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { INTER_SOURCE, INTER_STORE_FEATURES, INTER_STORE_WEIGHTS, interStoreText } from '../../styles/inter-font-subset';

/** The store's copy of Inter, cut from the fontsource file (styles/inter-font-subset.ts says what stays). */
export async function subsetInterFont(root = process.cwd()): Promise<Buffer> {
  const source = fs.readFileSync(path.join(root, INTER_SOURCE));
  return subsetFont(source, interStoreText(), {
    targetFormat: 'woff2',
    keepFeatures: [...INTER_STORE_FEATURES],
    variationAxes: { wght: { ...INTER_STORE_WEIGHTS } },
  });
}
