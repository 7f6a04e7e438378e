import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { pictureFileUrl } from '@/lib/images/product-image-loader';
import type { PictureJob } from './picture-job';
import { renderPlan } from './render-plan';

/* Effort 2 encodes about twice as fast as the default 4 for files ~6% larger: flat
 * illustrations compress well either way, and the whole set must draw in seconds. */
export const WEBP_OPTIONS = { quality: 80, effort: 2 } as const;

export function pictureFilePath(outputDir: string, job: PictureJob, width: number): string {
  // pictureFileUrl is "/generated/{folder}/{name}-{width}.webp"; outputDir stands for /generated.
  const url = pictureFileUrl(job.folder, job.name, width);
  return path.join(outputDir, url.replace(/^\/generated\//, ''));
}

/** Draws one picture at every width it needs and writes the WebP files. */
export async function renderPicture(job: PictureJob, outputDir: string): Promise<number> {
  await fs.mkdir(path.join(outputDir, job.folder), { recursive: true });
  let written = 0;
  for (const step of renderPlan(job.widths)) {
    // Backgrounds are opaque: dropping alpha makes encoding cheaper and the files smaller.
    const { data, info } = await sharp(Buffer.from(job.svgAt(step.render)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const width of step.widths) {
      const image = sharp(data, { raw: info });
      const height = Math.round((info.height * width) / info.width);
      const sized = width === info.width ? image : image.resize(width, height);
      await sized.webp(WEBP_OPTIONS).toFile(pictureFilePath(outputDir, job, width));
      written += 1;
    }
  }
  return written;
}
