import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
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
import { categories, products, productVariants } from '@/server/db/schema/catalog/catalog';
import { generateAllPictures } from '@/server/catalog/media/generate-all-pictures';
import { productPictureJobs } from '@/server/catalog/media/picture-jobs';
import { catalogImageKeys } from '@/server/db/seed/catalog-image-keys';
import { seededTestDatabase } from './seeded-catalog';

let outputDir: string;
let imageKeys: string[];
let sampleKeys: string[];
let tileKeys: string[];
let drop: () => Promise<void>;

/* The loader's URL "/generated/..." is the file under the output folder. */
const fileOf = (url: string) => path.join(outputDir, url.replace(/^\/generated\//, ''));

/* Drawing all ~1,700 pictures is the build's job (and CI's time): here one product of each shape
 * is drawn for real, and the full set is checked by name. */
beforeAll(async () => {
  const { database } = await seededTestDatabase();
  drop = database.drop;
  const rows = await database.db
    .select({ key: productVariants.imageKey, shape: products.shape })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId));
  imageKeys = [...new Set(rows.map((row) => row.key))];
  const byShape = new Map<string, string>();
  for (const row of rows) if (!byShape.has(row.shape)) byShape.set(row.shape, row.key);
  sampleKeys = [...byShape.values()];
  tileKeys = (await database.db.select({ key: categories.imageKey }).from(categories)).map((row) => row.key ?? '');
  outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskhaus-pictures-'));
}, 60_000);

afterAll(async () => {
  await drop();
  fs.rmSync(outputDir, { recursive: true, force: true });
});

describe('generated pictures', () => {
  it('are planned for every variant of the seeded catalog, in four views each', () => {
    const planned = new Set(productPictureJobs(catalogImageKeys()).map((job) => job.name));
    for (const key of imageKeys) {
      for (const view of PRODUCT_PICTURE_VIEWS) expect(planned.has(productPictureName(key, view)), `${key} ${view}`).toBe(true);
    }
    expect(PRODUCT_PICTURE_VIEWS.length).toBeGreaterThanOrEqual(4);
  });

  it('exist for a product of every shape, in every view at every width', { timeout: 300_000 }, async () => {
    const summary = await generateAllPictures({ outputDir, imageKeys: sampleKeys, views: PRODUCT_PICTURE_VIEWS });
    expect(summary.drawn).toBe(summary.pictures);
    for (const key of sampleKeys) {
      for (const view of PRODUCT_PICTURE_VIEWS) {
        for (const width of SQUARE_PICTURE_WIDTHS) {
          const file = fileOf(pictureFileUrl('products', productPictureName(key, view), width));
          expect(fs.existsSync(file), file).toBe(true);
        }
      }
    }
  });

  it('are drawn by the build in their first view only; the other views wait for their first request', { timeout: 300_000 }, async () => {
    const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskhaus-build-pictures-'));
    try {
      const key = sampleKeys[0] ?? '';
      await generateAllPictures({ outputDir: buildDir, imageKeys: [key] });
      const inBuild = (view: (typeof PRODUCT_PICTURE_VIEWS)[number]) => fs.existsSync(path.join(buildDir, pictureFileUrl('products', productPictureName(key, view), 480).replace(/^\/generated\//, '')));
      expect(PRODUCT_PICTURE_VIEWS.map((view) => [view, inBuild(view)])).toEqual(PRODUCT_PICTURE_VIEWS.map((view) => [view, view === 'front']));
    } finally {
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  });

  it('exist for every category tile and the home hero', () => {
    for (const key of tileKeys) {
      for (const width of SQUARE_PICTURE_WIDTHS) expect(fs.existsSync(fileOf(pictureFileUrl('categories', key, width)))).toBe(true);
    }
    for (const width of HERO_PICTURE_WIDTHS) expect(fs.existsSync(fileOf(pictureFileUrl('hero', 'home-hero', width)))).toBe(true);
  });

  it('are where the image loader points for any requested width', () => {
    for (const key of sampleKeys.slice(0, 5)) {
      for (const width of [100, 300, 750, 1080, 3000]) expect(fs.existsSync(fileOf(productImageLoader({ src: key, width })))).toBe(true);
    }
    for (const key of tileKeys) expect(fs.existsSync(fileOf(productImageLoader({ src: categoryTileSrc(key), width: 640 })))).toBe(true);
  });

  it('are square WebP files of the width in their name', async () => {
    const sharp = (await import('sharp')).default;
    for (const view of PRODUCT_PICTURE_VIEWS) {
      const file = fileOf(pictureFileUrl('products', productPictureName(sampleKeys[0] ?? '', view), 480));
      const meta = await sharp(file).metadata();
      expect([view, meta.format, meta.width, meta.height]).toEqual([view, 'webp', 480, 480]);
    }
  });

  it('are not drawn again when nothing changed', async () => {
    const summary = await generateAllPictures({ outputDir, imageKeys: sampleKeys, views: PRODUCT_PICTURE_VIEWS });
    expect(summary.drawn).toBe(0);
    expect(summary.upToDate).toBe(summary.pictures);
  });

  it('are drawn again when a file has gone missing', async () => {
    const file = fileOf(pictureFileUrl('products', productPictureName(sampleKeys[0] ?? '', 'scene'), 160));
    fs.rmSync(file);
    const summary = await generateAllPictures({ outputDir, imageKeys: sampleKeys, views: PRODUCT_PICTURE_VIEWS });
    expect(summary.drawn).toBe(1);
    expect(fs.existsSync(file)).toBe(true);
  });
});
