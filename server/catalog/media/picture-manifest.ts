import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PictureJob } from './picture-job';
import { WEBP_OPTIONS, pictureFilePath } from './render-picture';

/* Bump when the drawing code changes in a way the SVG text does not show (it always does today,
 * but the encoder or resampling might change). */
const RENDERER_VERSION = 1;

type Manifest = Record<string, string>;

export const MANIFEST_FILE = 'manifest.json';

/** A fingerprint of everything that decides the picture's bytes. */
export function pictureHash(job: PictureJob): string {
  const largest = Math.max(...job.widths);
  return createHash('sha256')
    .update(JSON.stringify({ v: RENDERER_VERSION, webp: WEBP_OPTIONS, widths: [...job.widths].sort((a, b) => a - b) }))
    .update(job.svgAt(largest))
    .digest('hex')
    .slice(0, 24);
}

export function manifestEntry(job: PictureJob): string {
  return `${job.folder}/${job.name}`;
}

export function readManifest(outputDir: string): Manifest {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(outputDir, MANIFEST_FILE), 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
  } catch {
    // A missing or unreadable manifest only means every picture is drawn again.
  }
  return {};
}

export function writeManifest(outputDir: string, manifest: Manifest): void {
  fs.mkdirSync(outputDir, { recursive: true });
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(path.join(outputDir, MANIFEST_FILE), `${JSON.stringify(sorted, null, 1)}\n`);
}

/** Up to date when the manifest has the same fingerprint and every file is on disk. */
export function isUpToDate(job: PictureJob, hash: string, manifest: Manifest, outputDir: string): boolean {
  return manifest[manifestEntry(job)] === hash && job.widths.every((width) => fs.existsSync(pictureFilePath(outputDir, job, width)));
}
