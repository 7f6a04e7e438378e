/* `tsx scripts/generate-images.ts [--out DIR] [--force]`: draws the product pictures, tiles and hero. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultPictureOutputDir, generateAllPictures } from '@/server/catalog/media/generate-all-pictures';
import { generateBlogCovers } from '@/server/content/media/generate-blog-covers';
import { generateLandingPictures } from '@/server/content/landings/media/generate-landing-pictures';
import { MANIFEST_FILE } from '@/server/catalog/media/picture-manifest';
import { runScript } from './lib/run-script';

runScript('generate-images', async () => {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
    strict: true,
  });
  const outputDir = values.out ? path.resolve(values.out) : defaultPictureOutputDir();
  // Forgetting the manifest makes every picture look stale, so all are drawn again.
  if (values.force) await fs.rm(path.join(outputDir, MANIFEST_FILE), { force: true });
  await generateAllPictures({ log: (line) => console.log(line), outputDir });
  await generateBlogCovers({ log: (line) => console.log(line), outputDir });
  await generateLandingPictures({ log: (line) => console.log(line), outputDir });
});
