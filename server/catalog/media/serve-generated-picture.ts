import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { NextApiResponse } from 'next';
import sharp from 'sharp';
import { PRODUCT_PICTURE_VIEWS, SQUARE_PICTURE_WIDTHS, type ProductPictureView } from '@/lib/images/product-image-loader';
import { getDb } from '@/server/db/client';
import { sendImmutablePicture } from '@/server/http/send-immutable-picture';
import { AppError } from '@/server/http/app-error';
import { parseImageKey } from './image-key';
import { WEBP_OPTIONS } from './render-picture';
import { isCatalogImageKey } from './repository-picture-keys';
import { productPictureSvg } from './svg/picture-views';

const FILE = /^([a-z0-9][a-z0-9_-]*?)(?:-(angle|detail|scene))?-(\d{2,4})\.webp$/;

/** Where drawn pictures are kept; a new drawing (another SVG) gets another file name. */
export function pictureCacheDir(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.PICTURE_CACHE_DIR ?? '.data/pictures');
}

/* One drawing per file at a time: a page asks for the same picture from several places at once. */
const drawing = new Map<string, Promise<Buffer>>();

async function drawOnce(file: string, svg: string): Promise<Buffer> {
  const fingerprint = createHash('sha256').update(JSON.stringify(WEBP_OPTIONS)).update(svg).digest('hex').slice(0, 16);
  const cached = path.join(pictureCacheDir(), file.replace(/\.webp$/, `.${fingerprint}.webp`));
  try {
    return await fs.readFile(cached);
  } catch {
    // Not drawn yet.
  }
  const bytes = await sharp(Buffer.from(svg)).removeAlpha().webp(WEBP_OPTIONS).toBuffer();
  await fs.mkdir(path.dirname(cached), { recursive: true });
  // Written under another name first, so a reader never meets half a file.
  const partial = `${cached}.${process.pid}.part`;
  await fs.writeFile(partial, bytes);
  await fs.rename(partial, cached);
  return bytes;
}

function parseFile(file: string): { imageKey: string; view: ProductPictureView; width: number } | null {
  const match = FILE.exec(file);
  const width = Number(match?.[3]);
  if (!match?.[1] || !(SQUARE_PICTURE_WIDTHS as readonly number[]).includes(width)) return null;
  const view = (match[2] ?? 'front') as ProductPictureView;
  return PRODUCT_PICTURE_VIEWS.includes(view) ? { imageKey: match[1], view, width } : null;
}

/**
 * GET /v1/generated-pictures/{file} (decision 0053): a view of a catalog variant's picture set
 * that the build did not draw, drawn now at the asked width and kept on disk. Only image keys a
 * variant of the catalog uses are drawn, so the set of files stays bounded.
 */
export async function serveGeneratedPicture(input: { file: string; res: NextApiResponse }): Promise<null> {
  const picture = parseFile(input.file);
  const spec = picture ? parseImageKey(picture.imageKey) : undefined;
  if (!picture || !spec || !(await isCatalogImageKey(getDb(), picture.imageKey))) {
    throw new AppError('NOT_FOUND', 'There is no picture at this address.');
  }
  const svg = productPictureSvg(spec, picture.view, picture.width);
  let pending = drawing.get(input.file);
  if (!pending) {
    pending = drawOnce(input.file, svg).finally(() => drawing.delete(input.file));
    drawing.set(input.file, pending);
  }
  const bytes = await pending;
  return sendImmutablePicture(input.res, bytes);
}
