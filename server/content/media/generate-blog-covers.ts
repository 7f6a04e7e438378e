import fs from 'node:fs';
import path from 'node:path';
import { parseContentFile } from '@/lib/content/front-matter';
import { COVER_PICTURE_WIDTHS } from '@/lib/content/cover-picture';
import { defaultPictureOutputDir } from '@/server/catalog/media/generate-all-pictures';
import type { PictureJob } from '@/server/catalog/media/picture-job';
import { drawChangedPictures } from '@/server/catalog/media/draw-changed-pictures';
import { defaultContentDir } from '../import/read-content-files';
import { coverSceneSvg } from './cover-scene';

/** One cover job per post folder of content/blog/posts, drawn from its key and category. */
export function blogCoverJobs(contentDir: string = defaultContentDir()): PictureJob[] {
  const postsDir = path.join(contentDir, 'blog', 'posts');
  return fs
    .readdirSync(postsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const { meta } = parseContentFile(fs.readFileSync(path.join(postsDir, entry.name, 'en.md'), 'utf8'), entry.name);
      const category = typeof meta.category === 'string' ? meta.category : '';
      return { folder: 'covers' as const, name: entry.name, widths: COVER_PICTURE_WIDTHS, svgAt: (pixels: number) => coverSceneSvg({ key: entry.name, category }, pixels) };
    });
}

/**
 * Draws the blog covers as WebP at the cover widths into public/generated/covers, skipping the
 * ones whose drawing has not changed (the product pictures' manifest). Run by prepare-db.
 */
export async function generateBlogCovers(options: { log?: (line: string) => void; outputDir?: string; contentDir?: string } = {}): Promise<number> {
  const outputDir = options.outputDir ?? defaultPictureOutputDir();
  const jobs = blogCoverJobs(options.contentDir);
  const drawn = await drawChangedPictures(jobs, outputDir);
  options.log?.(`pictures: ${jobs.length} blog covers, ${drawn} drawn`);
  return drawn;
}
