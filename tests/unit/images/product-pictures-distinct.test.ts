import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productGallerySrcs } from '@/lib/images/product-image-loader';
import { parseImageKey } from '@/server/catalog/media/image-key';
import { designChoices } from '@/server/catalog/media/product-design';
import { drawingOf } from '@/server/catalog/media/svg/shape-drawings';
import { productPictureJobs } from '@/server/catalog/media/picture-jobs';
import { productPictureSvg } from '@/server/catalog/media/svg/picture-views';
import { generateProducts } from '@/server/db/seed/generate-catalog';

const catalog = [...generateProducts()];
const firstKey = (product: (typeof catalog)[number]) => (product.variants.find((variant) => variant.isDefault) ?? product.variants[0])?.imageKey ?? '';
const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

describe('product pictures of the default catalog', () => {
  it('give every product a first picture of its own', async () => {
    const seen = new Map<string, string>();
    for (const product of catalog) {
      const spec = parseImageKey(firstKey(product));
      expect(spec, product.code).toBeDefined();
      if (!spec) continue;
      // The pixels, not only the markup: two SVGs that differ in an invisible detail still collide.
      const pixels = await sharp(Buffer.from(productPictureSvg(spec, 'front', 96))).removeAlpha().raw().toBuffer();
      const hash = sha(pixels);
      expect(seen.get(hash), `${product.code} looks exactly like ${seen.get(hash)}`).toBeUndefined();
      seen.set(hash, product.code);
    }
    expect(seen.size).toBe(catalog.length);
  }, 60_000);

  it('give each product a design that no other product of its kind shares', () => {
    const designs = new Map<string, string>();
    for (const product of catalog) {
      const spec = parseImageKey(firstKey(product));
      const design = `${product.shape}:${spec?.design}`;
      expect(designs.get(design), `${product.code} and ${designs.get(design)}`).toBeUndefined();
      designs.set(design, product.code);
    }
  });

  it('give every variant at least four pictures: front, angle, detail and a room scene', () => {
    for (const product of catalog) {
      for (const variant of product.variants) {
        const names = productPictureJobs([variant.imageKey]).map((job) => job.name);
        expect(names.length, variant.sku).toBeGreaterThanOrEqual(4);
        expect(names).toContain(`${variant.imageKey}-scene`);
        expect(productGallerySrcs(variant.imageKey)).toHaveLength(names.length);
      }
    }
  });

  it('draw what the name promises: an L top, a curved ultrawide screen, two screens on a dual arm', () => {
    const promised: [RegExp, number, number][] = [
      [/l-shaped/, 3, 3],
      [/ultrawide/, 0, 1],
      [/dual-monitor-arm/, 0, 1],
    ];
    let checked = 0;
    for (const product of catalog) {
      const spec = parseImageKey(firstKey(product));
      if (!spec) continue;
      const choices = designChoices(spec.design, drawingOf(spec.shape).choices);
      for (const [slug, choice, value] of promised) {
        if (!slug.test(product.slug)) continue;
        expect([product.slug, choices[choice]]).toEqual([product.slug, value]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});
