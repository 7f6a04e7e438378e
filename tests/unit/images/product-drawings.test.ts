import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRODUCT_PICTURE_VIEWS } from '@/lib/images/product-image-loader';
import { PRODUCT_SHAPES } from '@/server/catalog/media/product-shapes';
import { heroSceneSvg } from '@/server/catalog/media/svg/hero-scene';
import { productPictureSvg } from '@/server/catalog/media/svg/picture-views';

describe('product drawings', () => {
  it('render every shape in every view as an image of the requested size', async () => {
    for (const shape of PRODUCT_SHAPES) {
      for (const view of PRODUCT_PICTURE_VIEWS) {
        const svg = productPictureSvg({ shape, colour: 'sage', material: 'oak', design: 5 }, view, 48);
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect([shape, view, meta.width, meta.height]).toEqual([shape, view, 48, 48]);
      }
    }
  });

  it('draw the same picture every time (no randomness, no clock)', () => {
    const spec = { shape: 'office-chair', colour: 'navy', material: 'fabric', design: 3 } as const;
    expect(productPictureSvg(spec, 'angle', 320)).toBe(productPictureSvg(spec, 'angle', 320));
  });

  it('never reference anything outside the document', () => {
    const svgs = [heroSceneSvg(640), ...PRODUCT_SHAPES.map((shape) => productPictureSvg({ shape, colour: 'black', material: 'steel', design: 0 }, 'scene', 64))];
    for (const svg of svgs) {
      // The SVG namespace is a name, not a download; anything else with a URL would be fetched.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|<image|<text|font-family|href=/);
    }
  });

  it('render the hero at 16:9', async () => {
    const meta = await sharp(Buffer.from(heroSceneSvg(640))).metadata();
    expect([meta.width, meta.height]).toEqual([640, 360]);
  });
});
