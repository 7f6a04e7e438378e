import os from 'node:os';
import path from 'node:path';
import type { ProductPictureView } from '@/lib/images/product-image-loader';
import { catalogImageKeys } from '@/server/db/seed/catalog-image-keys';
import type { PictureJob } from './picture-job';
import { categoryTileJobs, heroPictureJobs, productPictureJobs } from './picture-jobs';
import { isUpToDate, manifestEntry, pictureHash, readManifest, writeManifest } from './picture-manifest';
import { renderPicture } from './render-picture';
import { runPool } from './run-pool';

export interface GenerateAllPicturesOptions {
  log?: (line: string) => void;
  /** Where `/generated` is on disk; defaults to public/generated in the working directory. */
  outputDir?: string;
  /** Product image keys to draw; defaults to every key the catalog generator can use. */
  imageKeys?: readonly string[];
  /** Pictures drawn at once; defaults to the number of CPUs. */
  concurrency?: number;
  /**
   * Product views to draw. The build draws the first view of every variant (cards, listings,
   * search, the product page's first picture); the gallery's other views are drawn on their first
   * request (serve-generated-picture.ts, decision 0053).
   */
  views?: readonly ProductPictureView[];
}

export const BUILD_DRAWN_VIEWS: readonly ProductPictureView[] = ['front'];

export interface PictureRunSummary {
  pictures: number;
  drawn: number;
  upToDate: number;
  files: number;
  ms: number;
}

export function defaultPictureOutputDir(): string {
  return path.resolve(process.cwd(), 'public/generated');
}

const PROGRESS_EVERY = 25;

/**
 * Draws the product pictures (the first view of every image key unless `views` says more), the
 * category tiles and the home hero as WebP files. Idempotent: a picture whose SVG and settings are unchanged and whose
 * files all exist is skipped, so a second run takes well under a second.
 */
export async function generateAllPictures(options: GenerateAllPicturesOptions = {}): Promise<PictureRunSummary> {
  const log = options.log ?? (() => undefined);
  const outputDir = options.outputDir ?? defaultPictureOutputDir();
  const started = performance.now();
  const jobs: PictureJob[] = [
    ...productPictureJobs(options.imageKeys ?? catalogImageKeys(), options.views ?? BUILD_DRAWN_VIEWS),
    ...categoryTileJobs(),
    ...heroPictureJobs(),
  ];
  const manifest = readManifest(outputDir);
  const hashes = new Map(jobs.map((job) => [manifestEntry(job), pictureHash(job)]));
  const pending = jobs.filter((job) => !isUpToDate(job, hashes.get(manifestEntry(job)) ?? '', manifest, outputDir));
  log(`pictures: ${jobs.length} pictures, ${pending.length} to draw, ${jobs.length - pending.length} up to date`);

  let files = 0;
  let done = 0;
  try {
    await runPool(pending, options.concurrency ?? Math.max(1, os.availableParallelism()), async (job) => {
      const written = await renderPicture(job, outputDir);
      files += written;
      manifest[manifestEntry(job)] = hashes.get(manifestEntry(job)) ?? '';
      done += 1;
      if (done % PROGRESS_EVERY === 0 || done === pending.length) log(`pictures: ${done}/${pending.length}`);
    });
  } finally {
    // Record what was finished even if a picture failed, so the next run only redoes the rest.
    writeManifest(outputDir, manifest);
  }
  const ms = Math.round(performance.now() - started);
  log(`pictures: done, ${pending.length} drawn (${files} files) in ${(ms / 1000).toFixed(1)} s`);
  return { pictures: jobs.length, drawn: pending.length, upToDate: jobs.length - pending.length, files, ms };
}
