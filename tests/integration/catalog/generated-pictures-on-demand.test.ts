import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '@/server/db/schema/catalog/catalog';
import { catalogImageKeys } from '@/server/db/seed/catalog-image-keys';
import { buildCategory, buildProduct } from '@/tests/support/builders/catalog';
import { startBrandsApi, type BrandsApi } from '@/tests/integration/brands/support/brands-api';

/* Decision 0053: the build draws each variant's first view; the other views are drawn on their
 * first request, kept on disk, and only for image keys the catalog uses. */

let api: BrandsApi;
let cacheDir: string;
const [imageKey, otherKey] = catalogImageKeys();

beforeAll(async () => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskhaus-picture-cache-'));
  process.env.PICTURE_CACHE_DIR = cacheDir;
  api = await startBrandsApi(['pages/api/v1/generated-pictures']);
  const category = await buildCategory(api.db);
  const product = await buildProduct(api.db, { categoryId: category.id, variants: [{ stock: 3, prices: { USD: 19_900 } }] });
  await api.db.update(productVariants).set({ imageKey: imageKey! }).where(eq(productVariants.productId, product.id));
});

afterAll(async () => {
  await api.close();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

const fetchPicture = (file: string) => fetch(`${api.url}/api/v1/generated-pictures/${file}`);

describe('a product picture view the build did not draw', () => {
  it('is drawn on its first request at the asked width, as a WebP cached for a year, and kept on disk', async () => {
    const first = await fetchPicture(`${imageKey}-scene-240.webp`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await first.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 240]);
    expect(fs.readdirSync(cacheDir).some((file) => file.startsWith(`${imageKey}-scene-240.`))).toBe(true);

    const again = Buffer.from(await (await fetchPicture(`${imageKey}-scene-240.webp`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it('answers every view and the front too (a product the build did not know)', async () => {
    for (const view of ['', '-angle', '-detail']) {
      expect((await fetchPicture(`${imageKey}${view}-160.webp`)).status, view || 'front').toBe(200);
    }
  });

  it('is refused in the envelope for an image key no variant uses, a width that is not drawn, or a view that does not exist', async () => {
    for (const file of [`${otherKey}-scene-240.webp`, `${imageKey}-scene-250.webp`, `${imageKey}-back-240.webp`, 'standing-desk_nope_nope-240.webp']) {
      const answer = await fetchPicture(file);
      expect(answer.status, file).toBe(404);
      const body = (await answer.json()) as { status: number; message: string };
      expect(body.status, file).toBeLessThanOrEqual(0);
      expect(body.message).toBe('There is no picture at this address.');
    }
  });

  it('never reads outside its folder', async () => {
    const answer = await fetchPicture('..%2F..%2Fpackage.json-240.webp');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
