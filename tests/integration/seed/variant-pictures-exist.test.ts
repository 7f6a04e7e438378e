import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HERO_PICTURE_WIDTHS,
  PRODUCT_PICTURE_VIEWS,
  SQUARE_PICTURE_WIDTHS,
  categoryTileSrc,
  pictureFileUrl,
  productPictureName,
} from '@/lib/images/product-image-loader';
import productImageLoader from '@/lib/images/product-image-loader';
import { categories, productVariants } from '@/server/db/schema/catalog/catalog';
import { generateAllPictures } from '@/server/catalog/media/generate-all-pictures';
import { seededTestDatabase } from './seeded-catalog';

let outputDir: string;
let imageKeys: string[];
let tileKeys: string[];
let drop: () => Promise<void>;

/* The loader's URL "/generated/..." is the file under the output folder. */
const fileOf = (url: string) => path.join(outputDir, url.replace(/^\/generated\//, ''));

beforeAll(async () => {
  const { database } = await seededTestDatabase();
  drop = database.drop;
  imageKeys = [...new Set((await database.db.select({ key: productVariants.imageKey }).from(productVariants)).map((row) => row.key))];
  tileKeys = (await database.db.select({ key: categories.imageKey }).from(categories)).map((row) => row.key ?? '');
  outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskhaus-pictures-'));
}, 60_000);

afterAll(async () => {
  await drop();
  fs.rmSync(outputDir, { recursive: true, force: true });
});

describe('generated pictures', () => {
  it('exist for every variant, in three views at every width', { timeout: 600_000 }, async () => {
    const summary = await generateAllPictures({ outputDir });
    expect(summary.drawn).toBe(summary.pictures);
    for (const key of imageKeys) {
      for (const view of PRODUCT_PICTURE_VIEWS) {
        for (const width of SQUARE_PICTURE_WIDTHS) {
          const file = fileOf(pictureFileUrl('products', productPictureName(key, view), width));
          expect(fs.existsSync(file), file).toBe(true);
        }
      }
    }
  });

  it('exist for every category tile and the home hero', () => {
    for (const key of tileKeys) {
      for (const width of SQUARE_PICTURE_WIDTHS) expect(fs.existsSync(fileOf(pictureFileUrl('categories', key, width)))).toBe(true);
    }
    for (const width of HERO_PICTURE_WIDTHS) expect(fs.existsSync(fileOf(pictureFileUrl('hero', 'home-hero', width)))).toBe(true);
  });

  it('are where the image loader points for any requested width', () => {
    for (const key of imageKeys.slice(0, 5)) {
      for (const width of [100, 300, 750, 1080, 3000]) expect(fs.existsSync(fileOf(productImageLoader({ src: key, width })))).toBe(true);
    }
    for (const key of tileKeys) expect(fs.existsSync(fileOf(productImageLoader({ src: categoryTileSrc(key), width: 640 })))).toBe(true);
  });

  it('are square WebP files of the width in their name', async () => {
    const sharp = (await import('sharp')).default;
    const file = fileOf(pictureFileUrl('products', imageKeys[0] ?? '', 480));
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([480, 480]);
  });

  it('are not drawn again when nothing changed', async () => {
    const summary = await generateAllPictures({ outputDir });
    expect(summary.drawn).toBe(0);
    expect(summary.upToDate).toBe(summary.pictures);
  });

  it('are drawn again when a file has gone missing', async () => {
    const file = fileOf(pictureFileUrl('products', imageKeys[0] ?? '', 160));
    fs.rmSync(file);
    const summary = await generateAllPictures({ outputDir });
    expect(summary.drawn).toBe(1);
    expect(fs.existsSync(file)).toBe(true);
  });
});
