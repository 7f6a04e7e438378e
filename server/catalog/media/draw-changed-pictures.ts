import type { PictureJob } from './picture-job';
import { isUpToDate, manifestEntry, pictureHash, readManifest, writeManifest } from './picture-manifest';
import { renderPicture } from './render-picture';

/**
 * Draws the jobs whose drawing changed since the manifest of `outputDir` recorded them, one after
 * the other (the blog covers and landing pictures are few), and returns how many it drew.
 */
export async function drawChangedPictures(jobs: readonly PictureJob[], outputDir: string): Promise<number> {
  const manifest = readManifest(outputDir);
  let drawn = 0;
  for (const job of jobs) {
    const hash = pictureHash(job);
    if (isUpToDate(job, hash, manifest, outputDir)) continue;
    await renderPicture(job, outputDir);
    manifest[manifestEntry(job)] = hash;
    drawn += 1;
  }
  if (drawn > 0) writeManifest(outputDir, manifest);
  return drawn;
}
