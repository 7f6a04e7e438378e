/* Migrates and (on first run) seeds the database, draws the product pictures and publishes the
 * translation files, before any
 * process that serves or builds pages opens it. Used by `npm start`, `npm run dev` and `npm run build`. */
import { prepareDatabase } from '@/server/db/prepare-database';
import { generateAllPictures } from '@/server/catalog/media/generate-all-pictures';
import { generateBlogCovers } from '@/server/content/media/generate-blog-covers';
import { generateLandingPictures } from '@/server/content/landings/media/generate-landing-pictures';
import { publishLocales } from './lib/publish-locales';

async function main() {
  const log = (line: string) => console.log(line);
  await prepareDatabase({ log });
  await generateAllPictures({ log });
  await generateBlogCovers({ log });
  await generateLandingPictures({ log });
  publishLocales(process.cwd(), log);
}

main().catch((error: unknown) => {
  console.error('prepare-db failed:', error);
  process.exit(1);
});
